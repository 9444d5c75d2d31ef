import { columnOf, findEntity, SHARE_ACCESS, type RecordRow, type TeamAccess } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { nowText } from '../../../db/dialect.ts';
import { HttpError } from '../../../http/http-error.ts';
import { writeChangeLog } from '../../../modules/records/change-log.ts';
import { idsAdded, idsIn, listNames } from '../../../modules/records/id-lists.ts';
import { markTableChanged } from '../../../modules/records/list-totals.ts';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { messageAboutRecord } from '../../../modules/records/record-messages.ts';
import { findVisibleRow, writeRight } from '../../../modules/records/record-service.ts';

/** The team access a share gives. */
const TEAM_ACCESS: Readonly<Record<string, TeamAccess>> = { [SHARE_ACCESS.read]: 'r', [SHARE_ACCESS.edit]: 'rw' };

/**
 * The record a share names, when it names one: of an object with a team, one the sharer may change
 * (whoever may only read it does not hand it on); its title is kept on the share.
 */
async function sharedRecord(ctx: HookContext, values: Record<string, unknown>) {
  const [apiName, id] = [values.relatedEntity, values.relatedId];
  if ((apiName ?? null) === null && (id ?? null) === null) return null;
  const entity = typeof apiName === 'string' ? findEntity(apiName) : undefined;
  if (!entity || entity.custom || entity.parent || !entity.features.team || typeof id !== 'string') throw new HttpError(422, 'shareRecordUnknown');
  const row = await findVisibleRow(ctx.db, ctx.viewer, entity, id);
  if (!row) throw new HttpError(422, 'shareRecordUnknown');
  if (!(await writeRight(ctx.db, ctx.viewer, entity, row)).write) throw new HttpError(403, 'shareNeedsWrite');
  return { entity, row };
}

/**
 * Its recipients on the shared record's team with the share's access (raised, never lowered: a
 * read-and-edit member stays one), the record's owner aside; the change logged on the record.
 */
async function joinTeam(ctx: HookContext, share: RecordRow, recipients: readonly string[]): Promise<void> {
  const shared = await sharedRecord(ctx, share);
  if (!shared) return;
  const { entity, row } = shared;
  const access = TEAM_ACCESS[String(share.access)] ?? 'r';
  for (const userId of recipients) {
    if (userId === row.owner_id) continue;
    const existing = await ctx.db
      .selectFrom('team_members')
      .select(['id', 'access'])
      .where('tenant_id', '=', ctx.viewer.tenantId)
      .where('table_name', '=', entity.table)
      .where('data_id', '=', row.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (existing?.access === 'rw' || existing?.access === access) continue;
    if (existing) await ctx.db.updateTable('team_members').set({ access }).where('id', '=', existing.id).execute();
    else
      await ctx.db
        .insertInto('team_members')
        .values({
          id: randomUUID(),
          tenant_id: ctx.viewer.tenantId,
          table_name: entity.table,
          data_id: row.id,
          user_id: userId,
          access,
          created_at: nowText(ctx.now),
        })
        .execute();
    await writeChangeLog(ctx.db, ctx.viewer, entity.table, row.id, 'team', [
      { field: 'team', label: 'server.recordField.team', from: existing ? existing.access : null, to: access },
    ]);
  }
  await markTableChanged(ctx.db, ctx.viewer.tenantId, entity.table);
}

async function tell(ctx: HookContext, share: RecordRow, to: readonly string[]): Promise<void> {
  await messageAboutRecord(ctx.db, ctx.viewer.tenantId, ctx.viewer.userId, ctx.model.entity, share, to, {
    type: 'task',
    title: 'entity.oaShare.shared.title',
    content: 'entity.oaShare.shared.content',
    vars: () => ({ record: String(share.relatedTitle ?? share.title ?? ''), note: String(share.content ?? share.title ?? '') }),
  });
}

/**
 * Shares: a record shared puts the recipients on its team; they are told, see the share, and
 * change it too when it is shared read-and-edit.
 */
export const shareServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      const shared = await sharedRecord(ctx, values);
      // The record's title as it is, never what the client says it is.
      values.relatedTitle = shared ? String(shared.row[columnOf(shared.entity.titleField)] ?? '') : null;
    },
    async afterAdd(ctx, share) {
      await joinTeam(ctx, share, idsIn(share.toUserIds));
      await tell(ctx, share, idsIn(share.toUserIds));
    },
    async beforeEdit(ctx, before, changes) {
      if (!('toUserIds' in changes)) return;
      const added = idsAdded(before, changes, 'toUserIds');
      const after = { ...before, ...changes } as RecordRow;
      await joinTeam(ctx, after, added);
      await tell(ctx, after, added);
    },
    writeRight: (viewer, row) =>
      viewer.admin ||
      row.owner_id === viewer.userId ||
      (row[columnOf('access')] === SHARE_ACCESS.edit && (JSON.parse(String(row[columnOf('toUserIds')] ?? '[]')) as string[]).includes(viewer.userId)),
    alsoVisible:
      (viewer, table) =>
      (_eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
        listNames(`${table}.${columnOf('toUserIds')}`, viewer.userId),
  },
};
