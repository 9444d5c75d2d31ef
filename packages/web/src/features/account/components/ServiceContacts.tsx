import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list/index.js';
import { feedback } from '../../../lib/feedback.ts';
import { useServiceContacts } from '../api/service.ts';

async function copy(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    document.body.appendChild(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
  feedback.success(done);
}

const action = {
  color: 'var(--adm-color-primary)',
  marginLeft: 12,
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  textDecoration: 'none',
  // 44 px tap targets (the words are shorter than a finger).
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
} as const;

/** The service phone (call, copy) and email (write, copy) from the configuration. */
export function ServiceContacts() {
  const { t } = useTranslation();
  const { phone, email } = useServiceContacts();
  return (
    <List>
      <List.Item
        description={phone || t('web.service.notConfigured')}
        extra={
          phone ? (
            <>
              <a href={`tel:${phone}`} style={action}>
                {t('web.service.call')}
              </a>
              <button type="button" style={action} onClick={() => void copy(phone, t('web.common.copied'))}>
                {t('web.common.copy')}
              </button>
            </>
          ) : null
        }
      >
        {t('web.service.phone')}
      </List.Item>
      <List.Item
        description={email || t('web.service.notConfigured')}
        extra={
          email ? (
            <button type="button" style={action} onClick={() => void copy(email, t('web.common.copied'))}>
              {t('web.common.copy')}
            </button>
          ) : null
        }
      >
        {t('web.service.email')}
      </List.Item>
    </List>
  );
}
