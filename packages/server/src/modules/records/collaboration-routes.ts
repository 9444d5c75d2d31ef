import { EMPLOYEE_STATUS, isHttpUrl, MAX_IMAGES, RECORD_API, type Attachment, type Comment, type EntityDef, type FileRef, type TeamMember } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { randomUUID } from 'node:crypto';
import { nowText } from '../../db/dialect.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http/http-error.ts';
import { changeLogOf, writeChangeLog } from './change-log.ts';
import { markTableChanged } from './list-totals.ts';
import { isPicture } from '../files/upload-purposes.ts';
import { objectOfTable, recordCall } from './record-call.ts';
import { hiddenFromLog, holdsPermission, requirePermission, requireVisibleRow, requireWritableRow, type RecordCall } from './record-service.ts';
import { requiredTextQuery } from '../../http/query-schemas.ts';
import { idText } from './record-schemas.ts';

/**
 * What hangs on any record: its change log, team, comments and attachments. Each call names the
 * record by table and id; like the record's own routes, it needs the object's button first
 * (reading and commenting: view; attachments: edit; the team: team or edit, as the client offers
 * it), then the record in the caller's scope, and for changes their write right.
 */

const recordRef = { tableName: { type: 'string', minLength: 1, maxLength: 64 }, dataId: idText } as const;
const recordQuery = { querystring: { type: 'object', required: ['tableName', 'dataId'], properties: recordRef } } as const;
const byId = requiredTextQuery('id');

/** Managing a record's team: its own button, or the edit button (the client shows the team's actions to either). */
async function requireTeamPermission(call: RecordCall, entity: EntityDef): Promise<void> {
  if (!(await holdsPermission(call, entity, 'team')) && !(await holdsPermission(call, entity, 'edit'))) throw forbidden();
}

/** A link to a picture kept elsewhere (no content of ours to look at): judged by its name. */
const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|webp|bmp|heic)$/i;

export default async function collaborationRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(RECORD_API.changeLog, { schema: recordQuery }, async (request) => {
    const call = await recordCall(app, request);
    const entity = await objectOfTable(app.db, call.viewer.tenantId, request.query.tableName);
    await requirePermission(call, entity, 'view');
    await requireVisibleRow(app.db, call.viewer, entity, request.query.dataId);
    const hidden = await hiddenFromLog(call, entity);
    return ok(request.lang, await changeLogOf(app.db, call.viewer.tenantId, request.lang, entity.table, request.query.dataId, hidden));
  });

  // Team members (spec section 6): read-only or read-and-edit access to one record.
  app.get(RECORD_API.teamList, { schema: recordQuery }, async (request) => {
    const call = await recordCall(app, request);
    const entity = await objectOfTable(app.db, call.viewer.tenantId, request.query.tableName);
    if (!entity.features.team) throw badRequest('featureMissing');
    await requirePermission(call, entity, 'view');
    await requireVisibleRow(app.db, call.viewer, entity, request.query.dataId);
    const rows = await app.db
      .selectFrom('team_members')
      .innerJoin('users', 'users.id', 'team_members.user_id')
      .select(['team_members.id', 'team_members.user_id as userId', 'users.realname as userName', 'team_members.access'])
      .where('team_members.tenant_id', '=', call.viewer.tenantId)
      .where('team_members.table_name', '=', entity.table)
      .where('team_members.data_id', '=', request.query.dataId)
      .orderBy('team_members.created_at')
      .execute();
    return ok(
      request.lang,
      rows.map((row): TeamMember => ({ ...row, access: row.access === 'rw' ? 'rw' : 'r' })),
    );
  });

  app.post(
    RECORD_API.teamAdd,
    {
      schema: {
        body: {
          type: 'object',
          required: ['tableName', 'dataId', 'userId', 'access'],
          properties: { ...recordRef, userId: idText, access: { type: 'string', enum: ['r', 'rw'] } },
        },
      },
    },
    async (request) => {
      const call = await recordCall(app, request);
      const { tableName, dataId, userId, access } = request.body;
      const entity = await objectOfTable(app.db, call.viewer.tenantId, tableName);
      if (!entity.features.team) throw badRequest('featureMissing');
      await requireTeamPermission(call, entity);
      await app.db.transaction().execute(async (trx) => {
        const row = await requireWritableRow(trx, call.viewer, entity, dataId);
        if (row.owner_id === userId) throw badRequest('teamOwner');
        const user = await trx
          .selectFrom('users')
          .select(['id', 'realname', 'status'])
          .where('tenant_id', '=', call.viewer.tenantId)
          .where('id', '=', userId)
          .where('user_type', '=', 'staff')
          .executeTakeFirst();
        if (!user) throw new HttpError(422, 'newOwnerInvalid');
        // A frozen account cannot sign in: on a team it would only look like help.
        if (user.status !== EMPLOYEE_STATUS.active) throw new HttpError(422, 'userFrozenChosen', { name: user.realname });
        const existing = await trx
          .selectFrom('team_members')
          .select(['id', 'access'])
          .where('tenant_id', '=', call.viewer.tenantId)
          .where('table_name', '=', entity.table)
          .where('data_id', '=', dataId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (existing) await trx.updateTable('team_members').set({ access }).where('id', '=', existing.id).execute();
        else {
          await trx
            .insertInto('team_members')
            .values({
              id: randomUUID(),
              tenant_id: call.viewer.tenantId,
              table_name: entity.table,
              data_id: dataId,
              user_id: userId,
              access,
              created_at: nowText(),
            })
            .execute();
        }
        await markTableChanged(trx, call.viewer.tenantId, entity.table);
        await writeChangeLog(trx, call.viewer, entity.table, dataId, 'team', [
          {
            field: 'team',
            label: 'server.recordField.team',
            from: existing ? `${user.realname} (${existing.access})` : null,
            to: `${user.realname} (${access})`,
          },
        ]);
      });
      return ok(request.lang, null);
    },
  );

  app.delete(RECORD_API.teamDelete, { schema: byId }, async (request) => {
    const call = await recordCall(app, request);
    await app.db.transaction().execute(async (trx) => {
      const member = await trx
        .selectFrom('team_members')
        .innerJoin('users', 'users.id', 'team_members.user_id')
        .select(['team_members.id', 'team_members.table_name', 'team_members.data_id', 'team_members.access', 'users.realname'])
        .where('team_members.tenant_id', '=', call.viewer.tenantId)
        .where('team_members.id', '=', request.query.id)
        .executeTakeFirst();
      if (!member) throw notFound();
      const entity = await objectOfTable(trx, call.viewer.tenantId, member.table_name);
      // Inside the transaction every read goes through it (SQLite has one connection).
      await requireTeamPermission({ ...call, db: trx }, entity);
      await requireWritableRow(trx, call.viewer, entity, member.data_id);
      await trx.deleteFrom('team_members').where('id', '=', member.id).execute();
      await markTableChanged(trx, call.viewer.tenantId, entity.table);
      await writeChangeLog(trx, call.viewer, entity.table, member.data_id, 'team', [
        { field: 'team', label: 'server.recordField.team', from: `${member.realname} (${member.access})`, to: null },
      ]);
    });
    return ok(request.lang, null);
  });

  // Comments: anyone who sees the record reads and writes them; only the author or an administrator deletes.
  app.get(RECORD_API.commentList, { schema: recordQuery }, async (request) => {
    const call = await recordCall(app, request);
    const entity = await objectOfTable(app.db, call.viewer.tenantId, request.query.tableName);
    await requirePermission(call, entity, 'view');
    await requireVisibleRow(app.db, call.viewer, entity, request.query.dataId);
    const rows = await app.db
      .selectFrom('comments')
      .leftJoin('users', 'users.id', 'comments.user_id')
      .select(['comments.id', 'comments.user_id as userId', 'users.realname as userName', 'users.avatar', 'comments.content', 'comments.created_at as time'])
      .where('comments.tenant_id', '=', call.viewer.tenantId)
      .where('comments.table_name', '=', entity.table)
      .where('comments.data_id', '=', request.query.dataId)
      .orderBy('comments.created_at', 'desc')
      .limit(500)
      .execute();
    return ok(
      request.lang,
      rows.map((row): Comment => ({
        id: row.id,
        userName: row.userName ?? '',
        avatar: row.avatar ?? null,
        content: row.content,
        time: row.time,
        mine: row.userId === call.viewer.userId,
      })),
    );
  });

  app.post(
    RECORD_API.commentAdd,
    {
      schema: {
        body: {
          type: 'object',
          required: ['tableName', 'dataId', 'content'],
          properties: { ...recordRef, content: { type: 'string', minLength: 1, maxLength: 2000 } },
        },
      },
    },
    async (request) => {
      const call = await recordCall(app, request);
      const entity = await objectOfTable(app.db, call.viewer.tenantId, request.body.tableName);
      if (!entity.features.comments) throw badRequest('featureMissing');
      await requirePermission(call, entity, 'view');
      await requireVisibleRow(app.db, call.viewer, entity, request.body.dataId);
      const content = request.body.content.trim();
      if (!content) throw badRequest('validationFailed', { detail: 'content' });
      const id = randomUUID();
      await app.db
        .insertInto('comments')
        .values({
          id,
          tenant_id: call.viewer.tenantId,
          table_name: entity.table,
          data_id: request.body.dataId,
          user_id: call.viewer.userId,
          content,
          created_at: nowText(),
        })
        .execute();
      return ok(request.lang, id);
    },
  );

  app.delete(RECORD_API.commentDelete, { schema: byId }, async (request) => {
    const call = await recordCall(app, request);
    const comment = await app.db
      .selectFrom('comments')
      .selectAll()
      .where('tenant_id', '=', call.viewer.tenantId)
      .where('id', '=', request.query.id)
      .executeTakeFirst();
    if (!comment) throw notFound();
    const entity = await objectOfTable(app.db, call.viewer.tenantId, comment.table_name);
    await requirePermission(call, entity, 'view');
    await requireVisibleRow(app.db, call.viewer, entity, comment.data_id);
    if (comment.user_id !== call.viewer.userId && !call.viewer.admin) throw forbidden('commentNotYours');
    await app.db.deleteFrom('comments').where('id', '=', comment.id).execute();
    return ok(request.lang, null);
  });

  // Attachments link files already uploaded through /sys/common/upload to a record.
  app.get(RECORD_API.attachmentList, { schema: recordQuery }, async (request) => {
    const call = await recordCall(app, request);
    const entity = await objectOfTable(app.db, call.viewer.tenantId, request.query.tableName);
    await requirePermission(call, entity, 'view');
    await requireVisibleRow(app.db, call.viewer, entity, request.query.dataId);
    const rows = await app.db
      .selectFrom('attachments')
      .leftJoin('users', 'users.id', 'attachments.user_id')
      .select([
        'attachments.id',
        'attachments.path',
        'attachments.name',
        'attachments.size',
        'attachments.kind',
        'users.realname as userName',
        'attachments.created_at as time',
      ])
      .where('attachments.tenant_id', '=', call.viewer.tenantId)
      .where('attachments.table_name', '=', entity.table)
      .where('attachments.data_id', '=', request.query.dataId)
      .orderBy('attachments.created_at', 'desc')
      .execute();
    return ok(
      request.lang,
      rows.map((row): Attachment => ({ ...row, size: Number(row.size), kind: row.kind === 'image' ? 'image' : 'file', userName: row.userName ?? '' })),
    );
  });

  app.post(
    RECORD_API.attachmentAdd,
    {
      schema: {
        body: {
          type: 'object',
          required: ['tableName', 'dataId', 'files'],
          properties: {
            ...recordRef,
            files: {
              type: 'array',
              minItems: 1,
              maxItems: 50,
              items: {
                type: 'object',
                required: ['path', 'name'],
                properties: {
                  path: { type: 'string', minLength: 1, maxLength: 500 },
                  name: { type: 'string', maxLength: 255 },
                  size: { type: 'integer', minimum: 0 },
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const call = await recordCall(app, request);
      const { tableName, dataId, files } = request.body;
      const entity = await objectOfTable(app.db, call.viewer.tenantId, tableName);
      if (!entity.features.attachments) throw badRequest('featureMissing');
      await requirePermission(call, entity, 'edit');
      const ids = await app.db.transaction().execute(async (trx) => {
        await requireWritableRow(trx, call.viewer, entity, dataId);
        const stored = await trx
          .selectFrom('files')
          .select(['path', 'size', 'mime_type'])
          .where('tenant_id', '=', call.viewer.tenantId)
          .where(
            'path',
            'in',
            files.map((f) => f.path),
          )
          .execute();
        const byPath = new Map(stored.map((f) => [f.path, f]));
        if (files.some((f) => !byPath.has(f.path) && !isHttpUrl(f.path))) throw new HttpError(422, 'validationFailed', { detail: 'files' });
        // An uploaded file is an image when its content is one (decided at upload), whatever its name says.
        const isImage = (file: Pick<FileRef, 'path' | 'name'>) => {
          const uploaded = byPath.get(file.path);
          return uploaded ? isPicture(uploaded.mime_type) : IMAGE_EXTENSIONS.test(file.name) || IMAGE_EXTENSIONS.test(file.path);
        };
        if (files.filter(isImage).length > MAX_IMAGES) throw badRequest('tooManyImages', { max: MAX_IMAGES });
        const at = nowText();
        const rows = files.map((file) => ({
          id: randomUUID(),
          tenant_id: call.viewer.tenantId,
          table_name: entity.table,
          data_id: dataId,
          user_id: call.viewer.userId,
          path: file.path,
          name: file.name || file.path.split('/').at(-1)!,
          size: byPath.get(file.path)?.size ?? file.size ?? 0,
          kind: isImage(file) ? 'image' : 'file',
          created_at: at,
        }));
        await trx.insertInto('attachments').values(rows).execute();
        return rows.map((r) => r.id);
      });
      return ok(request.lang, ids);
    },
  );

  app.delete(RECORD_API.attachmentDelete, { schema: byId }, async (request) => {
    const call = await recordCall(app, request);
    const attachment = await app.db
      .selectFrom('attachments')
      .selectAll()
      .where('tenant_id', '=', call.viewer.tenantId)
      .where('id', '=', request.query.id)
      .executeTakeFirst();
    if (!attachment) throw notFound();
    const entity = await objectOfTable(app.db, call.viewer.tenantId, attachment.table_name);
    await requirePermission(call, entity, 'edit');
    await requireWritableRow(app.db, call.viewer, entity, attachment.data_id);
    await app.db.deleteFrom('attachments').where('id', '=', attachment.id).execute();
    return ok(request.lang, null);
  });
}
