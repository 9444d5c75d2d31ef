import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list/index.js';
import { MailOutline, PhoneFill } from 'antd-mobile-icons';
import { usePageTitle } from '../../lib/route-handle.ts';
import { ScreenLoading, ScreenMessage } from '../../records/view/ScreenState.tsx';
import { colleagueQuery } from './api/address-book.ts';
import { EmployeeStatusTag } from './EmployeeStatusTag.tsx';
import styles from './People.module.css';

const FROZEN = '2';

/**
 * /oa/oaAddressBookView?id=: a colleague of the address book, with whom they report to, and one
 * tap to call or mail them; a frozen colleague is marked, and not offered for a call.
 */
export function AddressBookViewPage() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id') ?? '';
  const { data: person, isPending, isError } = useQuery({ ...colleagueQuery(id), enabled: id !== '' });
  const name = person ? person.realname || person.username : '';
  usePageTitle({ subject: name || undefined });
  if (!id || isError) return <ScreenMessage />;
  if (isPending) return <ScreenLoading />;
  const none = <span style={{ color: 'var(--adm-color-light)' }}>{t('web.people.view.none')}</span>;
  const active = person.status !== FROZEN;
  return (
    <div className={styles.page} data-testid="colleague-view">
      <div className={styles.colleagueHead}>
        <span className={styles.initialLarge} aria-hidden>
          {name.slice(0, 1)}
        </span>
        <span className={styles.cardTitle} data-testid="colleague-view-name">
          {name}
        </span>
        <EmployeeStatusTag status={person.status} />
      </div>
      <List>
        <List.Item extra={person.position || none}>{t('web.people.field.position')}</List.Item>
        <List.Item extra={person.departName || none}>{t('web.people.field.department')}</List.Item>
        <List.Item extra={person.superiorName || none}>{t('web.people.field.superior')}</List.Item>
        <List.Item extra={person.phone || none}>{t('web.people.field.mobile')}</List.Item>
        <List.Item extra={person.email || none}>{t('web.people.field.email')}</List.Item>
      </List>
      {!active && <p className={styles.colleagueNote}>{t('web.people.addressBook.frozenNote')}</p>}
      <div className={styles.colleagueActions}>
        {active && person.phone && (
          <a className={styles.contactButton} href={`tel:${person.phone}`} data-testid="colleague-view-call">
            <PhoneFill /> {t('web.people.addressBook.call')}
          </a>
        )}
        {person.email && (
          <a className={styles.contactButton} href={`mailto:${person.email}`} data-testid="colleague-view-mail">
            <MailOutline /> {t('web.people.addressBook.mail')}
          </a>
        )}
      </div>
    </div>
  );
}
