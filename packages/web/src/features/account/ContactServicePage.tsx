import { useTranslation } from 'react-i18next';
import { ServiceContacts } from './components/ServiceContacts.tsx';

/** /account/contactService. */
export function ContactServicePage() {
  const { t } = useTranslation();
  return (
    <div>
      <p style={{ padding: '16px 16px 4px', color: '#666', margin: 0 }}>{t('web.service.contactText')}</p>
      <ServiceContacts />
    </div>
  );
}
