import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import DatePicker from 'antd-mobile/es/components/date-picker/index.js';
import { CloseCircleFill } from 'antd-mobile-icons';
import { formatDateTime } from '@crm/domain';
import { usePreferencesStore } from '../../../stores/preferences.ts';
import { dateOnly, fromWallClock, parseDateOnly, toWallClock } from '../zoned-time.ts';
import { PickerRow } from './PickerRow.tsx';
import type { FieldInputProps } from './types.ts';

/** date ('YYYY-MM-DD') and datetime (an instant, chosen on the clock of the user's time zone). */
export function DateFieldInput({ field, value, onChange, placeholder, disabled }: FieldInputProps) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const [open, setOpen] = useState(false);
  const text = typeof value === 'string' ? value : '';
  const isDate = field.type === 'date';
  const shown = !text ? '' : isDate ? text.slice(0, 10) : formatDateTime(text, timeZone);
  const current = isDate ? parseDateOnly(text) : toWallClock(text, timeZone);
  return (
    <>
      <PickerRow
        text={shown}
        placeholder={placeholder}
        onOpen={() => setOpen(true)}
        disabled={disabled}
        extra={
          shown && !disabled ? (
            <CloseCircleFill
              aria-label={t('web.field.clear')}
              color="var(--adm-color-light)"
              onClick={(e) => {
                e.stopPropagation();
                onChange(null);
              }}
            />
          ) : null
        }
      />
      <DatePicker
        visible={open}
        onClose={() => setOpen(false)}
        precision={isDate ? 'day' : 'minute'}
        value={current ?? new Date()}
        min={new Date(1900, 0, 1)}
        max={new Date(2100, 11, 31)}
        title={placeholder}
        confirmText={t('web.common.confirm')}
        cancelText={t('web.common.cancel')}
        onConfirm={(date) => onChange(isDate ? dateOnly(date) : fromWallClock(date, timeZone))}
      />
    </>
  );
}
