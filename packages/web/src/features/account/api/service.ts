import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../../lib/shared-queries.ts';
import { SERVICE_EMAIL_CONFIG, SERVICE_PHONE_CONFIG } from './account.ts';

/** Customer service contacts from the configuration (servicePhone, serviceEmail). */
export function useServiceContacts(): { phone: string; email: string } {
  const phone = useQuery(configQuery(SERVICE_PHONE_CONFIG)).data?.configValue ?? '';
  const email = useQuery(configQuery(SERVICE_EMAIL_CONFIG)).data?.configValue ?? '';
  return { phone, email };
}
