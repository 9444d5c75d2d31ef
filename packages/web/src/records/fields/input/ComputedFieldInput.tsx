import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { compileFormula, decimalsOf, isBlank, roundTo, type RecordRow } from '@crm/domain';
import { NumberDisplay } from '../display/NumberDisplay.tsx';
import { FieldDisplay } from '../FieldDisplay.tsx';
import type { FieldInputProps } from './types.ts';

/**
 * autoNumber ("generated on save" on add), formula (computed live from the form's values) and
 * roll-ups (a total of the form's own lines arrives recomputed in `values`; others are the server's).
 */
export function ComputedFieldInput({ field, value, values, mode }: FieldInputProps) {
  const { t } = useTranslation();
  const formula = useMemo(() => {
    if (field.type !== 'formula' || !field.formula) return null;
    try {
      return compileFormula(field.formula);
    } catch {
      return null;
    }
  }, [field.type, field.formula]);
  const weak = { color: 'var(--adm-color-weak)' };
  if (field.type === 'autoNumber') {
    return <span style={value ? undefined : weak}>{value ? String(value) : t('web.field.generatedOnSave')}</span>;
  }
  if (field.rollup) {
    if (isBlank(value)) return <span style={weak}>{t('web.field.computedOnSave')}</span>;
    return <FieldDisplay field={field} record={values as Partial<RecordRow>} />;
  }
  const live = formula ? formula.evaluate(values) : null;
  if (live !== null) return <NumberDisplay field={field} value={roundTo(live, decimalsOf(field))} record={values as Partial<RecordRow>} />;
  if (mode === 'edit' && value !== null && value !== undefined) return <NumberDisplay field={field} value={value} record={values as Partial<RecordRow>} />;
  return <span style={weak}>{t('web.field.computedOnSave')}</span>;
}
