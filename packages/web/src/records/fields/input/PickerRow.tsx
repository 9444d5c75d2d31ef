import type { ReactNode } from 'react';
import { RightOutline } from 'antd-mobile-icons';

/** The closed state of a picker: the chosen text (or the prompt) and an arrow; tap opens it. */
export function PickerRow({
  text,
  placeholder,
  onOpen,
  disabled,
  extra,
}: {
  text: string;
  placeholder: string;
  onOpen: () => void;
  disabled?: boolean;
  extra?: ReactNode;
}) {
  return (
    <div
      role="button"
      tabIndex={0}
      aria-disabled={disabled}
      onClick={() => !disabled && onOpen()}
      onKeyDown={(e) => e.key === 'Enter' && !disabled && onOpen()}
      style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, cursor: 'pointer' }}
    >
      <span style={{ flex: 1, color: text ? undefined : 'var(--adm-color-light)' }}>{text || placeholder}</span>
      {extra}
      {!disabled && <RightOutline color="var(--adm-color-light)" />}
    </div>
  );
}
