import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadObjectTexts, tKey, useLang } from '../../lib/i18n.ts';
import { manifestOf } from '../definitions.ts';

/**
 * Names of objects on a screen that shows records of any object (the approval lists): their
 * labels load, each in a namespace of its own, without their definitions. Until they are in, a
 * name is empty rather than its key.
 */
export function useObjectLabels(apiNames: readonly string[]): (apiName: string) => string {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const known = [...new Set(apiNames)].filter((apiName) => manifestOf(apiName)).sort();
  useQuery({
    queryKey: ['objectTexts', lang, ...known],
    queryFn: () => loadObjectTexts(known).then(() => true),
    enabled: known.length > 0,
    staleTime: Infinity,
  });
  return (apiName) => {
    const key = manifestOf(apiName)?.label ?? '';
    return key && i18n.exists(key) ? tKey(t, key) : '';
  };
}
