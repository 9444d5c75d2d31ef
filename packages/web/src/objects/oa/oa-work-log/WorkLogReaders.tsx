import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { viewersQuery } from '../../../records/api/viewers.ts';
import { relatedRecords } from '../../../records/fields/related-records.ts';
import type { RecordPanelProps } from '../../../records/web-object.ts';
import styles from './WorkLogReaders.module.css';

/**
 * A work report's read receipts: of its recipients, who opened it (its detail) and who has not
 * yet, read from who opened the record (the browse list's viewers).
 */
export function WorkLogReaders({ meta, record }: RecordPanelProps) {
  const { t } = useTranslation();
  const field = meta.def.fields.find((f) => f.name === 'recipientIds');
  const { data: viewers } = useQuery(viewersQuery(meta.def.apiName, record.id));
  if (!field) return null;
  const recipients = relatedRecords(field, record.recipientIds, record);
  if (recipients.length === 0) return null;
  const opened = new Set((viewers ?? []).map((viewer) => viewer.userId));
  const read = recipients.filter((person) => opened.has(person.id));
  return (
    <section className={styles.readers} data-testid="work-log-readers" aria-label={t('entity.oaWorkLog.readers.title')}>
      <div className={styles.head}>
        <span>{t('entity.oaWorkLog.readers.title')}</span>
        <span data-testid="work-log-read-count">{t('entity.oaWorkLog.readers.count', { read: read.length, total: recipients.length })}</span>
      </div>
      <ul className={styles.people}>
        {recipients.map((person) => (
          <li key={person.id} className={opened.has(person.id) ? styles.read : styles.unread} data-testid="work-log-reader" data-read={opened.has(person.id)}>
            {person.title}
            <span className={styles.state}>{opened.has(person.id) ? t('entity.oaWorkLog.readers.read') : t('entity.oaWorkLog.readers.unread')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
