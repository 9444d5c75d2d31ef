import {
  entityOf,
  OBJECTIVE_MONTHS,
  OBJECTIVE_TYPE,
  OBJECTIVE_WHOSE,
  translate,
  type ObjectiveDepartment,
  type ObjectiveListSetInput,
  type ObjectiveListSetRefusal,
  type ObjectiveSheet,
  type ObjectiveSheetRow,
  type RecordRow,
} from '@crm/domain';
import { badRequest, conflict, forbidden, HttpError, messageOf } from '../../../http/http-error.ts';
import { departmentWithDescendants } from '../../../modules/organisation/repository.ts';
import { visibleTo, type Viewer } from '../../../modules/records/data-scope.ts';
import { storedColumn } from '../../../modules/records/field-storage.ts';
import { loadModel, selectRows, type Db, type RecordModel } from '../../../modules/records/record-model.ts';
import { toRecordRow, type StoredRow } from '../../../modules/records/record-rows.ts';
import { addRecordIn, bodyOfCaller, editRecordIn, holdsPermission, writeRight, type RecordCall } from '../../../modules/records/record-service.ts';
import { scopedTable } from '../../../modules/records/record-visibility.ts';

/**
 * The ListSet of sales targets (spec section 2, OBJECTIVE_API.listSet): a year's targets of one
 * type for a department (its own row) and the people of it and of the departments below it, read
 * as one sheet and saved as one: each changed row through the engine's own add or edit, so the
 * same validation, uniqueness, permissions and owner rules hold as for one target at a time.
 */

const objective = () => entityOf('crmObjective');

/**
 * The departments the viewer may set targets for: every one for an administrator, those of the
 * company they act under for a company-wide scope, those their scope reaches for a department
 * scope, none for their own records only.
 */
async function departmentsOf(db: Db, viewer: Viewer): Promise<ObjectiveDepartment[]> {
  let query = db.selectFrom('departments').select(['id', 'name']).where('tenant_id', '=', viewer.tenantId).orderBy('org_code');
  if (!viewer.admin) {
    if (viewer.dataScope === '1') query = query.where('org_code', 'like', `${viewer.companyCode}%`);
    else if (viewer.departIds.length > 0) query = query.where('id', 'in', viewer.departIds);
    else return [];
  }
  return query.execute();
}

/** The active staff of a department and of those below it, by name. */
async function peopleOf(db: Db, tenantId: string, departmentId: string): Promise<{ id: string; realname: string }[]> {
  const departIds = await departmentWithDescendants(db, tenantId, departmentId);
  if (departIds.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'realname'])
    .where('tenant_id', '=', tenantId)
    .where('depart_id', 'in', departIds)
    .where('user_type', '=', 'staff')
    .where('status', '=', '1')
    .orderBy('realname')
    .orderBy('id')
    .execute();
}

const monthsOf = (target: RecordRow | undefined) => OBJECTIVE_MONTHS.map((month) => Number(target?.[month] ?? 0));

interface SheetTarget {
  record: RecordRow;
  row: StoredRow;
}

/** The tenant's targets of the year and type for the department or any of the people, by whom (a user id, or the department's). */
async function targetsOf(call: RecordCall, model: RecordModel, year: number, type: string, departmentId: string, people: readonly string[]) {
  const rows = (await selectRows(call.db, model.entity)
    .selectAll()
    .where('tenant_id', '=', call.viewer.tenantId)
    .where(storedColumn('year'), '=', year)
    .where(storedColumn('objectiveType'), '=', type)
    .where((eb) =>
      eb.or([
        eb.and([eb(storedColumn('whose'), '=', OBJECTIVE_WHOSE.department), eb(storedColumn('departmentId'), '=', departmentId)]),
        ...(people.length > 0 ? [eb.and([eb(storedColumn('whose'), '=', OBJECTIVE_WHOSE.person), eb(storedColumn('userId'), 'in', people)])] : []),
      ]),
    )
    .execute()) as StoredRow[];
  const byWhom = new Map<string, SheetTarget>();
  for (const row of rows) {
    const record = toRecordRow(model, row);
    byWhom.set(String(record.whose === OBJECTIVE_WHOSE.person ? record.userId : record.departmentId), { record, row });
  }
  return byWhom;
}

/** The ids of those targets the viewer sees: one they do not see shows as not theirs to change, and empty. */
async function visibleIds(call: RecordCall, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const entity = objective();
  const rows = await selectRows(call.db, entity)
    .select('id')
    .where('id', 'in', ids)
    .where(visibleTo(call.viewer, scopedTable(entity)))
    .execute();
  return new Set(rows.map((row) => String(row.id)));
}

/** The department asked for, if the viewer may choose it (400 otherwise); else theirs, or the first they may choose. */
function departmentChosen(viewer: Viewer, departments: readonly ObjectiveDepartment[], asked: string | undefined): string | null {
  if (asked !== undefined) {
    if (!departments.some((d) => d.id === asked)) throw badRequest('objectiveDepartmentOutOfScope');
    return asked;
  }
  return departments.find((d) => d.id === viewer.departId)?.id ?? departments[0]?.id ?? null;
}

/** GET OBJECTIVE_API.listSet: the sheet of a year, type and department. */
export async function objectiveSheet(call: RecordCall, year: number, objectiveType: string, asked?: string): Promise<ObjectiveSheet> {
  const departments = await departmentsOf(call.db, call.viewer);
  const departmentId = departmentChosen(call.viewer, departments, asked);
  if (departmentId === null) return { year, objectiveType, departmentId, departments, rows: [] };
  const model = await loadModel(call.db, call.viewer.tenantId, objective());
  const people = await peopleOf(call.db, call.viewer.tenantId, departmentId);
  const targets = await targetsOf(
    call,
    model,
    year,
    objectiveType,
    departmentId,
    people.map((p) => p.id),
  );
  const [mayAdd, mayEdit, seen] = await Promise.all([
    holdsPermission(call, model.entity, 'add'),
    holdsPermission(call, model.entity, 'edit'),
    visibleIds(
      call,
      [...targets.values()].map((t) => t.record.id),
    ),
  ]);
  const rowOf = async (userId: string | null, whom: string, name: string): Promise<ObjectiveSheetRow> => {
    const found = targets.get(whom);
    if (!found) return { userId, name, id: null, version: null, months: monthsOf(undefined), editable: mayAdd };
    if (!seen.has(found.record.id)) return { userId, name, id: found.record.id, version: null, months: monthsOf(undefined), editable: false };
    const editable = mayEdit && (await writeRight(call.db, call.viewer, model.entity, found.row)).write;
    return { userId, name, id: found.record.id, version: Number(found.record.version), months: monthsOf(found.record), editable };
  };
  const department = departments.find((d) => d.id === departmentId)!;
  const rows = [await rowOf(null, departmentId, department.name)];
  for (const person of people) rows.push(await rowOf(person.id, person.id, person.realname));
  return { year, objectiveType, departmentId, departments, rows };
}

/** A new target's name: its year, whom and type, in the setter's language. */
function nameOf(call: RecordCall, year: number, objectiveType: string, whom: string): string {
  const type = translate(call.lang, objectiveType === OBJECTIVE_TYPE.won ? 'entity.crmObjective.typeWon' : 'entity.crmObjective.typeReceived');
  return translate(call.lang, 'entity.crmObjective.listSet.targetName', { year: String(year), whom, type });
}

/**
 * POST OBJECTIVE_API.listSet: every row whose months changed (or a new one with any month set)
 * is added or edited through the engine, in one transaction; a refusal of any row refuses all
 * (422, ObjectiveListSetRefusal: each refused row's reason in the caller's language). Answers
 * the sheet as it now stands.
 */
export async function saveObjectiveSheet(call: RecordCall, input: ObjectiveListSetInput): Promise<ObjectiveSheet> {
  const { year, objectiveType, departmentId } = input;
  const departments = await departmentsOf(call.db, call.viewer);
  const department = departments.find((d) => d.id === departmentId);
  if (!department) throw badRequest('objectiveDepartmentOutOfScope');
  const model = await loadModel(call.db, call.viewer.tenantId, objective());
  const people = new Map((await peopleOf(call.db, call.viewer.tenantId, departmentId)).map((p) => [p.id, p.realname]));
  const [mayAdd, mayEdit] = await Promise.all([holdsPermission(call, model.entity, 'add'), holdsPermission(call, model.entity, 'edit')]);
  await call.db.transaction().execute(async (trx) => {
    const inTrx: RecordCall = { ...call, db: trx };
    const targets = await targetsOf(inTrx, model, year, objectiveType, departmentId, [...people.keys()]);
    const refused: ObjectiveListSetRefusal['refused'] = [];
    for (const [index, row] of input.rows.entries()) {
      const name = row.userId === null ? department.name : (people.get(row.userId) ?? row.userId);
      try {
        if (row.userId !== null && !people.has(row.userId)) throw badRequest('objectivePersonOutsideDepartment', { department: department.name });
        const found = targets.get(row.userId ?? departmentId);
        // The row was read with the target or without one: one added or removed since is not overwritten (nor one changed since: the edit's version).
        if ((row.id ?? null) !== (found?.record.id ?? null)) throw conflict('recordStale');
        const months = Object.fromEntries(OBJECTIVE_MONTHS.map((month, i) => [month, row.months[i]]));
        if (found) {
          if (OBJECTIVE_MONTHS.every((month, i) => Number(found.record[month]) === row.months[i])) continue;
          if (!mayEdit) throw forbidden();
          const body = { id: found.record.id, version: row.version ?? null, ...months };
          await editRecordIn(trx, inTrx, await bodyOfCaller(inTrx, model, body), body);
        } else {
          if (row.months.every((amount) => amount === 0)) continue;
          if (!mayAdd) throw forbidden();
          const whom = row.userId === null ? { whose: OBJECTIVE_WHOSE.department, departmentId } : { whose: OBJECTIVE_WHOSE.person, userId: row.userId };
          const body = { name: nameOf(call, year, objectiveType, name), year, objectiveType, ...whom, ...months };
          await addRecordIn(trx, inTrx, await bodyOfCaller(inTrx, model, body), body);
        }
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        refused.push({ row: index, name, message: messageOf(call.lang, error) });
      }
    }
    // Thrown inside the transaction: the rows already written roll back with it.
    if (refused.length > 0) {
      const answer: ObjectiveListSetRefusal = { refused };
      throw new HttpError(422, 'objectiveListSetRefused', { count: refused.length, reason: `${refused[0]!.name}: ${refused[0]!.message}` }, answer);
    }
  });
  return objectiveSheet(call, year, objectiveType, departmentId);
}
