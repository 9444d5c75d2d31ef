import { useTranslation } from 'react-i18next';
import DotLoading from 'antd-mobile/es/components/dot-loading/index.js';

/** Loading and "not found" of the record screens: plain text, so the screens stay light. */
export function ScreenLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48, color: 'var(--adm-color-primary)' }}>
      <DotLoading color="currentColor" />
    </div>
  );
}

export function ScreenMessage({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" style={{ padding: 48, textAlign: 'center', color: 'var(--adm-color-weak)' }}>
      {text ?? t('web.form.notFound')}
    </div>
  );
}
