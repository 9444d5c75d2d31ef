import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import ActionSheet from 'antd-mobile/es/components/action-sheet/index.js';
import Button from 'antd-mobile/es/components/button/index.js';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { DownOutline } from 'antd-mobile-icons';
import { formatDateTime, type PermissionLogEntry, type PermissionLogKind } from '@crm/domain';
import { tKey } from '../../lib/i18n.ts';
import { useOpenedOnce } from '../../lib/lazy-overlay.ts';
import { usePageTitle } from '../../lib/route-handle.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { permissionLogQuery } from './api/roles.ts';
import styles from './Roles.module.css';
import { PagedList } from '../../lib/paged-list.tsx';

/** Every kind of entry, in the order the filter offers them (a kind missing here is a compile error). */
const KINDS: Record<PermissionLogKind, true> = {
  'role.add': true,
  'role.edit': true,
  'role.copy': true,
  'role.delete': true,
  'role.fieldPermission': true,
  'user.add': true,
  'user.edit': true,
  'user.frozen': true,
  'user.unfrozen': true,
  'user.resetPassword': true,
  'user.handover': true,
  'depart.add': true,
  'depart.edit': true,
  'depart.delete': true,
};
export const PERMISSION_LOG_KINDS = Object.keys(KINDS) as PermissionLogKind[];

const kindOf = (value: string | null): PermissionLogKind | undefined => PERMISSION_LOG_KINDS.find((kind) => kind === value);

type Change = PermissionLogEntry['changes'][number];

/**
 * A change's field as the reader reads it: the log's own names (roleName, rolesAdded), an
 * object's name for a hand-over's count (crmCustomer), or as written (a field permission's field
 * is named in its writer's words).
 */
function fieldText(t: TFunction, field: string): string {
  return tKey(t, `web.roles.log.field.${field}`, { defaultValue: tKey(t, `menu.${field}List`, { defaultValue: field }) });
}

/** A value as the reader reads it: the codes of a data scope, a right, a status and a field's access in words. */
function valueText(t: TFunction, kind: PermissionLogKind, field: string, value: string | null): string | null {
  if (value === null || value === '') return null;
  if (field === 'dataScope') return tKey(t, `dataScope.${value}`, { defaultValue: value });
  if (field === 'rwOthers') return tKey(t, `web.roles.rwOthers.${value}`, { defaultValue: value });
  if (field === 'status') return tKey(t, `web.roles.log.status.${value}`, { defaultValue: value });
  if (kind === 'role.fieldPermission') return tKey(t, `web.roles.fields.access.${value}`, { defaultValue: value });
  return value;
}

function changeText(t: TFunction, kind: PermissionLogKind, change: Change, empty: string): string {
  return t('web.roles.log.change', {
    field: fieldText(t, change.field),
    before: valueText(t, kind, change.field, change.before) ?? empty,
    after: valueText(t, kind, change.field, change.after) ?? empty,
  });
}

function LogCard({ entry }: { entry: PermissionLogEntry }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const [open, setOpen] = useState(false);
  const empty = t('web.roles.log.emptyValue');
  const changes = `log-changes-${entry.id}`;
  return (
    <article className={styles.card} data-testid="log-entry" data-id={entry.id}>
      <div className={styles.cardHead}>
        <time dateTime={entry.createdAt} data-testid="log-time">
          {formatDateTime(entry.createdAt, timeZone)}
        </time>
        <Tag color="primary" fill="outline" data-testid="log-kind">
          {t(`web.roles.log.kind.${entry.kind}`)}
        </Tag>
      </div>
      <p className={styles.cardTitle} data-testid="log-target">
        {entry.targetName}
      </p>
      <p className={styles.cardLine} data-testid="log-user">
        {t('web.roles.log.by', { name: entry.userName })}
      </p>
      {entry.changes.length === 0 ? (
        <p className={styles.cardLine}>{t('web.roles.log.noChanges')}</p>
      ) : (
        <>
          <button
            type="button"
            className={styles.changesToggle}
            aria-expanded={open}
            aria-controls={changes}
            data-testid="log-changes-toggle"
            onClick={() => setOpen((on) => !on)}
          >
            {open ? t('web.roles.log.hideChanges') : t('web.roles.log.changes', { count: entry.changes.length })}
          </button>
          {open && (
            <ul className={styles.changes} id={changes} data-testid="log-changes">
              {entry.changes.map((change, index) => (
                <li key={`${change.field}-${index}`}>{changeText(t, entry.kind, change, empty)}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </article>
  );
}

/**
 * /sys/sysPermissionLog ('page:sysPermissionLog' of the menu catalogue): every change to who may do
 * and see what, newest first, page by page as it scrolls: when, who, what kind, about whom, and
 * (on a tap) each field before and after. Filtered by kind (?kind=, kept on Back), or to one
 * role, employee or department (?targetId=, from a role's screen).
 */
export function PermissionLogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const targetId = params.get('targetId') ?? undefined;
  const [choosing, setChoosing] = useState(false);
  const sheetWanted = useOpenedOnce(choosing);
  const query = useInfiniteQuery(permissionLogQuery({ kind, targetId }));
  const entries = query.data?.pages.flatMap((page) => page.records) ?? [];
  const kindLabel = kind ? t(`web.roles.log.kind.${kind}`) : t('web.roles.log.all');
  // About one role, employee or department: its name (as its newest entry has it) under the title.
  usePageTitle({ subject: targetId ? entries[0]?.targetName : undefined });

  function choose(next: PermissionLogKind | undefined) {
    setChoosing(false);
    const search = new URLSearchParams(params);
    if (next) search.set('kind', next);
    else search.delete('kind');
    setParams(search, { replace: true });
  }

  return (
    <div className={styles.page} data-testid="permission-log-page">
      <div className={styles.toolbar}>
        <Button fill="none" size="small" data-testid="log-filter" aria-haspopup="dialog" onClick={() => setChoosing(true)}>
          {t('web.roles.log.filter', { kind: kindLabel })} <DownOutline aria-hidden />
        </Button>
      </div>
      <PagedList query={query} count={entries.length} emptyTitle={t('web.roles.log.empty')}>
        <div className={styles.cards} data-testid="log-list">
          {entries.map((entry) => (
            <LogCard key={entry.id} entry={entry} />
          ))}
        </div>
      </PagedList>
      {sheetWanted && (
        <ActionSheet
          visible={choosing}
          onClose={() => setChoosing(false)}
          cancelText={t('web.common.cancel')}
          actions={[
            { key: '', text: t('web.roles.log.all'), onClick: () => choose(undefined) },
            ...PERMISSION_LOG_KINDS.map((value) => ({
              key: value,
              text: <span aria-current={value === kind ? 'true' : undefined}>{t(`web.roles.log.kind.${value}`)}</span>,
              onClick: () => choose(value),
            })),
          ]}
        />
      )}
    </div>
  );
}
