import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { actionLabel, actionsOf, LOCK_STATUS, type ActionDef, type RecordRow } from '@crm/domain';
import { tKey } from '../../lib/i18n.ts';
import { usePermission } from '../../lib/permission.tsx';
import { feedback } from '../../lib/feedback.ts';
import type { EntityMeta } from '../meta/entity-meta.ts';
import { useDeleteRecord, useRunAction } from '../api/record-queries.ts';
import type { RecordAction } from '../web-object.ts';
import { manifestOf } from '../definitions.ts';
import { webObjectQuery } from '../web-object-query.ts';
import { recordEditUrl } from './record-links.ts';
import styles from './RecordView.module.css';
import { recordTitle } from '../record-title.ts';

export { webObjectQuery };

/** Whether the record's own access lets the caller use an action (the server decides; this hides). */
export function allowedByAccess(action: Pick<RecordAction, 'needsEdit' | 'needsDelete'>, record: RecordRow): boolean {
  const access = record._access;
  const locked = record.lockStatus === LOCK_STATUS.locked || access?.locked === true;
  if (action.needsEdit && (access?.canEdit === false || locked)) return false;
  if (action.needsDelete && (access?.canDelete === false || locked)) return false;
  return true;
}

/** Why the server refuses the caller an action the guard would offer (a pool's claim past its rules), in their language. */
function refusedOf(record: RecordRow, name: string): string | undefined {
  return record._access?.refused && Object.hasOwn(record._access.refused, name) ? record._access.refused[name] : undefined;
}

export interface RecordActionHandlers {
  onFollowUp(): void;
  /** An action with inputs: the detail screen opens its sheet. */
  onSheet(name: string): void;
}

/**
 * The detail screen's actions: edit and follow-up, the object's named actions the server says the
 * caller may run on this record now (`_access.actions`, decided by the guard the routes enforce),
 * the object's own buttons, then delete. A named action opens its page (`screen`), its sheet
 * (`input`), or runs after its question (`confirm`).
 */
export function useRecordActions(meta: EntityMeta, record: RecordRow, { onFollowUp, onSheet }: RecordActionHandlers): RecordAction[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission();
  const remove = useDeleteRecord(meta);
  const run = useRunAction(meta);
  const { def } = meta;
  const own = useQuery({ ...webObjectQuery(def.apiName), enabled: meta.source.kind === 'entity' });
  const p = def.permissionPrefix;

  async function start(name: string, action: ActionDef) {
    if (action.screen) {
      void navigate(`${action.screen}?${new URLSearchParams({ id: record.id, tableName: def.table }).toString()}`);
      return;
    }
    if (action.input && action.input.length > 0) {
      onSheet(name);
      return;
    }
    if (action.confirm && !(await feedback.confirm({ content: tKey(t, action.confirm) }))) return;
    await run.mutateAsync({ name, id: record.id, version: record.version });
    feedback.success(t('web.common.operationSuccess'));
  }

  const named = (names: (name: string) => boolean): RecordAction[] =>
    // Extension tables have no action routes.
    meta.source.kind !== 'entity'
      ? []
      : Object.entries(actionsOf(def))
          .filter(([name, action]) => names(name) && !action.panel && (record._access?.actions?.[name] === true || refusedOf(record, name) !== undefined))
          .map(([name, action]) => ({
            key: name,
            text: tKey(t, actionLabel(def, name, action)),
            danger: action.danger,
            ...(record._access?.actions?.[name] === true ? {} : { refused: refusedOf(record, name) }),
            onClick: () => start(name, action),
          }));
  const declared = (name: string) => def.actions?.[name] !== undefined;

  // The object's own actions (a lead's conversion) come before the engine's (transfer, lock), so
  // they stay on the bar when the rest goes under "More".
  const actions: RecordAction[] = [
    { key: 'edit', text: t('web.action.edit'), permission: `${p}:edit`, needsEdit: true, onClick: () => void navigate(recordEditUrl(meta, record.id)) },
    ...named(declared),
  ];
  if (def.features.followUp) {
    actions.push({ key: 'followUp', text: t('web.action.followUp'), permission: `${p}:view`, onClick: onFollowUp });
  }
  actions.push(...named((name) => !declared(name)));
  if (own.data?.extraActions) actions.push(...own.data.extraActions({ meta, record, navigate, t }));
  // A record with a team is shared with colleagues through the office's shares (oaShare), by whoever may change it.
  const shares = meta.source.kind === 'entity' && def.features.team ? manifestOf('oaShare') : undefined;
  if (shares) {
    const shared = new URLSearchParams({
      relatedEntity: def.apiName,
      relatedId: record.id,
      relatedTitle: recordTitle(def, record),
      title: recordTitle(def, record),
    });
    actions.push({
      key: 'share',
      text: t('web.action.share'),
      permission: `${shares.permissionPrefix}:add`,
      needsEdit: true,
      onClick: () => void navigate(`${shares.routes.add}?${shared.toString()}`),
    });
  }
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
  return actions.filter((a) => (a.permission === undefined || can(a.permission)) && allowedByAccess(a, record));
}

// The "More" sheet loads when first opened.
const MoreSheet = lazy(() => import('antd-mobile/es/components/action-sheet/index.js'));

/** The bar holds at most this many buttons; with more actions the last of them is "More". */
const BAR_SLOTS = 4;

/** The actions on the bar and those under "More": the first ones stay on the bar, the rest (delete last) go to the sheet. */
export function splitActions(actions: readonly RecordAction[]): { bar: RecordAction[]; more: RecordAction[] } {
  if (actions.length <= BAR_SLOTS) return { bar: [...actions], more: [] };
  return { bar: actions.slice(0, BAR_SLOTS - 1), more: actions.slice(BAR_SLOTS - 1) };
}

function runAction(action: RecordAction) {
  void Promise.resolve(action.onClick()).catch(() => undefined);
}

/**
 * The detail screen's actions as a bar fixed to the bottom of the screen (the screen leaves room
 * for it with `RecordActionBarSpace`): up to four buttons of at least 44 px, the rest in a sheet.
 */
export function RecordActionBar({ actions }: { actions: RecordAction[] }) {
  const { t } = useTranslation();
  const [moreOpen, setMoreOpen] = useState(false);
  if (actions.length === 0) return null;
  const { bar, more } = splitActions(actions);
  return (
    <div data-testid="record-actions" className={styles.actionBar}>
      {bar.map((action) => (
        <Button
          key={action.key}
          data-testid={`action-${action.key}`}
          className={styles.actionButton}
          color={action.danger ? 'danger' : action.key === 'edit' ? 'primary' : 'default'}
          fill={action.danger ? 'outline' : 'solid'}
          disabled={action.refused !== undefined}
          onClick={() => runAction(action)}
        >
          {action.text}
        </Button>
      ))}
      {more.length > 0 && (
        <Button data-testid="action-more" className={styles.actionButton} onClick={() => setMoreOpen(true)}>
          {t('web.action.more')}
        </Button>
      )}
      {moreOpen && (
        <Suspense fallback={null}>
          <MoreSheet
            visible
            onClose={() => setMoreOpen(false)}
            cancelText={t('web.common.cancel')}
            actions={more.map((action) => ({
              key: action.key,
              danger: action.danger,
              disabled: action.refused !== undefined,
              description: action.refused,
              text: <span data-testid={`action-${action.key}`}>{action.text}</span>,
              onClick: () => {
                setMoreOpen(false);
                runAction(action);
              },
            }))}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Why an action on the bar is disabled, one line each under the record's header (the bar has no
 * room for a sentence): "Claim unavailable: you returned this record within 7 days …".
 */
export function RefusedActions({ actions }: { actions: readonly RecordAction[] }) {
  const { t } = useTranslation();
  const refused = actions.filter((action) => action.refused !== undefined);
  if (refused.length === 0) return null;
  return (
    <>
      {refused.map((action) => (
        <p key={action.key} role="note" data-testid={`refused-${action.key}`} className={styles.refused}>
          {t('web.action.refused', { action: action.text, reason: action.refused })}
        </p>
      ))}
    </>
  );
}

/** The room the fixed action bar takes at the bottom of the screen, so no content hides under it. */
export function RecordActionBarSpace({ actions }: { actions: readonly RecordAction[] }) {
  return actions.length === 0 ? null : <div aria-hidden className={styles.barSpace} />;
}
