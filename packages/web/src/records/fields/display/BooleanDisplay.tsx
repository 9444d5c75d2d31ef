import { useTranslation } from 'react-i18next';

export function BooleanDisplay({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === null || value === undefined || value === '') return <span />;
  const yes = value === true || value === 1 || value === '1' || value === 'true';
  return <span>{yes ? t('web.field.yes') : t('web.field.no')}</span>;
}
