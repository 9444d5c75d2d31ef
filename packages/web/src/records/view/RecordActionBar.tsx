import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { LOCK_STATUS, type RecordRow } from '@crm/domain';
import { usePermission } from '../../lib/permission.tsx';
import { feedback } from '../../lib/feedback.ts';
import type { EntityMeta } from '../meta/entity-meta.ts';
import { useDeleteRecord, useLockRecord } from '../api/record-queries.ts';
import { recordEditUrl } from './record-links.ts';
import { OBJECT_ACTIONS } from './actions/registry.ts';
import type { RecordAction } from './actions/types.ts';

/** Whether the record's own access lets the caller use an action (the server decides; this hides). */
export function allowedByAccess(action: Pick<RecordAction, 'needsEdit' | 'needsDelete'>, record: RecordRow): boolean {
  const access = record._access;
  const locked = record.lockStatus === LOCK_STATUS.locked || access?.locked === true;
  if (action.needsEdit && (access?.canEdit === false || locked)) return false;
  if (action.needsDelete && (access?.canDelete === false || locked)) return false;
  return true;
}

/** The detail screen's actions: generic ones from the object's features, then its own. */
export function useRecordActions(meta: EntityMeta, record: RecordRow, onFollowUp: () => void): RecordAction[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission();
  const remove = useDeleteRecord(meta);
  const lock = useLockRecord(meta);
  const { def } = meta;
  const p = def.permissionPrefix;
  const locked = record.lockStatus === LOCK_STATUS.locked;
  const actions: RecordAction[] = [
    { key: 'edit', text: t('web.action.edit'), permission: `${p}:edit`, needsEdit: true, onClick: () => void navigate(recordEditUrl(meta, record.id)) },
  ];
  if (def.features.followUp) {
    actions.push({ key: 'followUp', text: t('web.action.followUp'), permission: `${p}:view`, onClick: onFollowUp });
  }
  if (def.features.owner && meta.source.kind === 'entity') {
    actions.push({
      key: 'transfer',
      text: t('web.action.transfer'),
      permission: `${p}:transfer`,
      needsEdit: true,
      onClick: () => void navigate(`/common/transfer?${new URLSearchParams({ tableName: def.table, ids: record.id }).toString()}`),
    });
  }
  if (def.features.lock && meta.paths.lock) {
    actions.push({
      key: 'lock',
      text: locked ? t('web.action.unlock') : t('web.action.lock'),
      permission: `${p}:edit`,
      // Unlocking is the one change a locked record allows; the owner's edit right still applies.
      needsEdit: !locked,
      onClick: async () => {
        if (!(await feedback.confirm({ content: locked ? t('web.action.unlockConfirm') : t('web.action.lockConfirm') }))) return;
        await lock.mutateAsync({ ids: [record.id], lockStatus: locked ? LOCK_STATUS.unlocked : LOCK_STATUS.locked });
        feedback.success(t('web.common.operationSuccess'));
      },
    });
  }
  const own = OBJECT_ACTIONS[def.apiName];
  if (own) actions.push(...own({ meta, record, navigate, t }));
  actions.push({
    key: 'delete',
    text: t('web.action.delete'),
    permission: `${p}:delete`,
    needsDelete: true,
    danger: true,
    onClick: async () => {
      if (!(await feedback.confirm({ content: t('web.record.deleteConfirm') }))) return;
      await remove.mutateAsync(record.id);
      feedback.success(t('web.record.deleted'));
      void navigate(meta.routes.list + (meta.source.kind === 'ext' ? `?tableId=${meta.source.tableId}` : ''), { replace: true });
    },
  });
  return actions.filter((a) => can(a.permission) && allowedByAccess(a, record));
}

export function RecordActionBar({ actions }: { actions: RecordAction[] }) {
  if (actions.length === 0) return null;
  return (
    <div
      data-testid="record-actions"
      style={{
        position: 'sticky',
        bottom: 0,
        display: 'flex',
        gap: 8,
        overflowX: 'auto',
        padding: '8px 12px',
        background: 'var(--adm-color-background)',
        borderTop: '1px solid var(--adm-color-border)',
      }}
    >
      {actions.map((action) => (
        <Button
          key={action.key}
          data-testid={`action-${action.key}`}
          size="small"
          color={action.danger ? 'danger' : action.key === 'edit' ? 'primary' : 'default'}
          fill={action.danger ? 'outline' : 'solid'}
          style={{ flexShrink: 0 }}
          onClick={() => void Promise.resolve(action.onClick()).catch(() => undefined)}
        >
          {action.text}
        </Button>
      ))}
    </div>
  );
}
