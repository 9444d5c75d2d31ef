import { SCENE_VISIBILITY, translate, type EntityDef, type Lang, type Scene, type SceneCondition } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import { nowText } from '../../db/dialect.ts';
import { badRequest, forbidden, notFound } from '../../http/http-error.ts';
import type { Viewer } from './data-scope.ts';
import { invalidCondition } from './list-query.ts';
import type { Db, RecordModel } from './record-model.ts';

/**
 * Scenes (spec section 6): the object's preset scenes for everyone, and saved filters that are
 * public, shared with the saver's department, or private.
 */

function visibleScenes(db: Db, viewer: Viewer, table: string) {
  return db
    .selectFrom('scenes')
    .selectAll()
    .where('tenant_id', '=', viewer.tenantId)
    .where('table_name', '=', table)
    .where((eb) =>
      eb.or([
        eb('visibility', '=', SCENE_VISIBILITY.public),
        eb('owner_id', '=', viewer.userId),
        ...(viewer.departId ? [eb.and([eb('visibility', '=', SCENE_VISIBILITY.department), eb('depart_id', '=', viewer.departId)])] : []),
      ]),
    );
}

/** The conditions of a list's `sceneId`: a preset key of the object or a saved scene the caller sees. */
export async function sceneConditions(call: { db: Db; viewer: Viewer }, model: RecordModel, sceneId: string | undefined): Promise<SceneCondition[]> {
  if (!sceneId) return [];
  const preset = model.entity.presetScenes.find((s) => s.key === sceneId);
  if (preset) return [...preset.conditions];
  const saved = await visibleScenes(call.db, call.viewer, model.entity.table).where('id', '=', sceneId).executeTakeFirst();
  if (!saved) throw notFound();
  return JSON.parse(saved.conditions) as SceneCondition[];
}

export async function listScenes(db: Db, viewer: Viewer, lang: Lang, entity: EntityDef): Promise<Scene[]> {
  const presets: Scene[] = entity.presetScenes.map((scene) => ({
    id: scene.key,
    name: translate(lang, scene.label),
    tableName: entity.table,
    visibility: SCENE_VISIBILITY.public,
    conditions: [...scene.conditions],
    preset: true,
    ownerId: null,
  }));
  const rows = await visibleScenes(db, viewer, entity.table).orderBy('created_at').orderBy('id').execute();
  return [
    ...presets,
    ...rows.map((row) => ({
      id: row.id,
      name: row.name,
      tableName: row.table_name,
      visibility: row.visibility,
      conditions: JSON.parse(row.conditions) as SceneCondition[],
      preset: false,
      ownerId: row.owner_id,
    })),
  ];
}

export interface SceneInput {
  name?: string;
  visibility?: string;
  conditions?: SceneCondition[];
}

function checkedInput(db: Db, model: RecordModel, input: SceneInput, partial: boolean): { name?: string; visibility?: string; conditions?: string } {
  const out: { name?: string; visibility?: string; conditions?: string } = {};
  if (!partial || input.name !== undefined) {
    const name = (input.name ?? '').trim();
    if (!name) throw badRequest('sceneNameRequired');
    out.name = name.slice(0, 50);
  }
  if (!partial || input.visibility !== undefined) {
    const visibility = input.visibility ?? SCENE_VISIBILITY.private;
    if (!Object.values(SCENE_VISIBILITY).includes(visibility as never)) throw badRequest('filterInvalid', { field: 'visibility' });
    out.visibility = visibility;
  }
  if (!partial || input.conditions !== undefined) {
    const conditions = input.conditions ?? [];
    if (!Array.isArray(conditions) || conditions.length === 0) throw badRequest('sceneConditionsRequired');
    const bad = invalidCondition(db, model, conditions);
    if (bad !== null) throw badRequest('filterInvalid', { field: bad });
    out.conditions = JSON.stringify(conditions.map((c) => ({ field: c.field, op: c.op, ...(c.value !== undefined ? { value: c.value } : {}) })));
  }
  return out;
}

export async function addScene(db: Db, viewer: Viewer, model: RecordModel, input: SceneInput): Promise<string> {
  const checked = checkedInput(db, model, input, false);
  const id = randomUUID();
  const at = nowText();
  await db
    .insertInto('scenes')
    .values({
      id,
      tenant_id: viewer.tenantId,
      table_name: model.entity.table,
      owner_id: viewer.userId,
      depart_id: viewer.departId,
      name: checked.name!,
      visibility: checked.visibility!,
      conditions: checked.conditions!,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** A saved scene the caller sees (404 otherwise) and owns (403 otherwise): only owners change scenes. */
export async function ownScene(db: Db, viewer: Viewer, id: string) {
  const row = await db.selectFrom('scenes').selectAll().where('tenant_id', '=', viewer.tenantId).where('id', '=', id).executeTakeFirst();
  const visible =
    row &&
    (row.owner_id === viewer.userId ||
      row.visibility === SCENE_VISIBILITY.public ||
      (row.visibility === SCENE_VISIBILITY.department && row.depart_id === viewer.departId));
  if (!row || !visible) throw notFound();
  if (row.owner_id !== viewer.userId) throw forbidden('sceneNotYours');
  return row;
}

export async function editScene(db: Db, viewer: Viewer, model: RecordModel, id: string, input: SceneInput): Promise<void> {
  const checked = checkedInput(db, model, input, true);
  await db
    .updateTable('scenes')
    .set({ ...checked, updated_at: nowText() })
    .where('tenant_id', '=', viewer.tenantId)
    .where('id', '=', id)
    .execute();
}
