import { BOARD_NAME_MAX, BOARD_WIDGETS, BOARDS_MAX, type Board, type BoardInput, type BoardWidget } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { nowText } from '../../db/dialect.ts';
import type { BoardTable } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../http/http-error.ts';
import type { Viewer } from '../records/data-scope.ts';
import type { Db } from '../records/record-model.ts';

/**
 * The sales board's boards (issue 15, spec section 5): tenant data authorised by role. Every
 * tenant has one default board of every widget for everyone, made the first time its boards are
 * read; administrators change any board and choose who sees it, others add boards of their own.
 */

/** The default board's name: an i18n key the phone shows translated. */
export const DEFAULT_BOARD_NAME = 'board.defaultName';

/** Makes the tenant's default board unless it has one: the partial unique index keeps one when several instances race. */
async function ensureDefaultBoard(db: Db, viewer: Viewer): Promise<void> {
  const at = nowText();
  await db
    .insertInto('boards')
    .values({
      id: randomUUID(),
      tenant_id: viewer.tenantId,
      name: DEFAULT_BOARD_NAME,
      widgets: JSON.stringify(BOARD_WIDGETS),
      role_ids: null,
      is_default: 1,
      create_by: viewer.userId,
      create_time: at,
      update_time: at,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Whether the viewer sees a board: administrators all; others those for everyone, their own and those of a role they hold. */
function sees(viewer: Viewer, row: BoardTable): boolean {
  if (viewer.admin || row.role_ids === null || row.create_by === viewer.userId) return true;
  return (JSON.parse(row.role_ids) as string[]).some((roleId) => viewer.auth.roleIds.includes(roleId));
}

/** Administrators change every board, others their own; the default board is the company's (whoever's first read made it). */
const editableBy = (viewer: Viewer, row: BoardTable) => viewer.admin || (row.is_default === 0 && row.create_by === viewer.userId);

function boardOf(viewer: Viewer, row: BoardTable): Board {
  return {
    id: row.id,
    name: row.name,
    widgets: JSON.parse(row.widgets) as BoardWidget[],
    roleIds: row.role_ids === null ? null : (JSON.parse(row.role_ids) as string[]),
    isDefault: row.is_default === 1,
    editable: editableBy(viewer, row),
    createBy: row.create_by,
    createTime: row.create_time,
  };
}

/**
 * The tenant's boards, default first, then as they were made: at most BOARDS_MAX, so they are read
 * whole and their roles (a JSON list, which the two databases search differently) checked here.
 */
async function tenantBoards(db: Db, viewer: Viewer): Promise<BoardTable[]> {
  const read = () =>
    db.selectFrom('boards').selectAll().where('tenant_id', '=', viewer.tenantId).orderBy('is_default', 'desc').orderBy('create_time').orderBy('id').execute();
  const rows = await read();
  if (rows.some((row) => row.is_default === 1)) return rows;
  await ensureDefaultBoard(db, viewer);
  return read();
}

/** GET BOARD_API.list: the boards the viewer sees. */
export async function listBoards(db: Db, viewer: Viewer): Promise<Board[]> {
  return (await tenantBoards(db, viewer)).filter((row) => sees(viewer, row)).map((row) => boardOf(viewer, row));
}

/** A board the viewer sees: 404 for any other (another tenant's, or one of roles they lack, alike). */
export async function visibleBoard(db: Db, viewer: Viewer, id: string): Promise<Board> {
  const row = (await tenantBoards(db, viewer)).find((board) => board.id === id);
  if (!row || !sees(viewer, row)) throw notFound();
  return boardOf(viewer, row);
}

/** A board the viewer may change: one they do not see is not found (404), one they see but did not make is refused (403), as scenes. */
async function editableBoard(db: Db, viewer: Viewer, id: string): Promise<Board> {
  const board = await visibleBoard(db, viewer, id);
  if (!board.editable) throw forbidden('boardNotYours');
  return board;
}

/** The input checked: a name, distinct known widgets, and roles of the tenant that only an administrator may set. */
async function checkedInput(db: Db, viewer: Viewer, input: BoardInput): Promise<{ name: string; widgets: string; role_ids?: string | null }> {
  const name = input.name.trim();
  if (name === '') throw badRequest('boardNameRequired');
  if ([...name].length > BOARD_NAME_MAX) throw badRequest('boardNameTooLong', { max: BOARD_NAME_MAX });
  if (input.widgets.length === 0) throw badRequest('boardWidgetsRequired');
  const seen = new Set<string>();
  for (const widget of input.widgets) {
    // The name of an unknown widget is the caller's text: shown shortened.
    if (!(BOARD_WIDGETS as readonly string[]).includes(widget)) throw badRequest('boardWidgetUnknown', { widget: String(widget).slice(0, 30) });
    if (seen.has(widget)) throw badRequest('boardWidgetTwice', { widget });
    seen.add(widget);
  }
  const checked = { name, widgets: JSON.stringify(input.widgets) };
  // Another's board is theirs alone: saying so ([]) is no choice of roles.
  if (input.roleIds === undefined || (!viewer.admin && input.roleIds?.length === 0)) return checked;
  if (!viewer.admin) throw badRequest('boardRolesAdminOnly');
  if (input.roleIds === null) return { ...checked, role_ids: null };
  const roleIds = [...new Set(input.roleIds)];
  const known =
    roleIds.length === 0 ? [] : await db.selectFrom('roles').select('id').where('tenant_id', '=', viewer.tenantId).where('id', 'in', roleIds).execute();
  if (known.length !== roleIds.length) throw badRequest('boardRoleUnknown');
  return { ...checked, role_ids: JSON.stringify(roleIds) };
}

/** POST BOARD_API.add: a board of the caller's (their own alone unless an administrator names roles). */
export async function addBoard(db: Db, viewer: Viewer, input: BoardInput): Promise<Board> {
  const checked = await checkedInput(db, viewer, input);
  const boards = await tenantBoards(db, viewer);
  if (boards.length >= BOARDS_MAX) throw badRequest('boardsTooMany', { max: BOARDS_MAX });
  const id = randomUUID();
  const at = nowText();
  await db
    .insertInto('boards')
    .values({
      id,
      tenant_id: viewer.tenantId,
      name: checked.name,
      widgets: checked.widgets,
      role_ids: checked.role_ids === undefined ? '[]' : checked.role_ids,
      is_default: 0,
      create_by: viewer.userId,
      create_time: at,
      update_time: at,
    })
    .execute();
  return visibleBoard(db, viewer, id);
}

/** PUT BOARD_API.edit: renames, re-arranges or (administrators) re-authorises a board. */
export async function editBoard(db: Db, viewer: Viewer, input: BoardInput & { id: string }): Promise<Board> {
  const board = await editableBoard(db, viewer, input.id);
  const checked = await checkedInput(db, viewer, input);
  await db
    .updateTable('boards')
    .set({ ...checked, update_time: nowText() })
    .where('tenant_id', '=', viewer.tenantId)
    .where('id', '=', board.id)
    .execute();
  return visibleBoard(db, viewer, board.id);
}

/** DELETE BOARD_API.delete: a board the caller may change, never the default one. */
export async function deleteBoard(db: Db, viewer: Viewer, id: string): Promise<void> {
  const board = await editableBoard(db, viewer, id);
  if (board.isDefault) throw badRequest('boardDefaultUndeletable');
  await db.deleteFrom('boards').where('tenant_id', '=', viewer.tenantId).where('id', '=', board.id).execute();
}
