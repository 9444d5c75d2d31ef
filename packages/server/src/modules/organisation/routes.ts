import { PEOPLE_API, type DepartNode, type Lang } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import { ok } from '../../http/envelope.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { requiredTextQuery } from '../../http/query-schemas.ts';
import { caller } from '../../plugins/auth.ts';
import { fieldChange, writePermissionLog } from '../permission-log/repository.ts';
import { requireButton } from '../roles/button-guard.ts';
import { ACTIVE, findStaff, type StaffRow } from '../users/employees.ts';
import {
  companies,
  deleteDepartment,
  departmentNode,
  departmentWithDescendants,
  findDepartment,
  hasChildren,
  insertDepartment,
  isMultiOrganisation,
  ORG_TYPE_COMPANY,
  organisationTree,
  peopleOfDepartment,
  siblingNamed,
  updateDepartment,
  type DepartmentRow,
} from './repository.ts';

const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
const departmentFields = {
  name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  parentId: { type: ['string', 'null'], maxLength: 64 },
  leaderId: { type: ['string', 'null'], maxLength: 64 },
} as const;

const addSchema = { body: { type: 'object', required: ['name', 'parentId'], properties: departmentFields } } as const;
const editSchema = { body: { type: 'object', required: ['id', 'name', 'parentId'], properties: { id, ...departmentFields } } } as const;

/** Unique names among siblings: two "销售部" under one company could not be told apart in any picker. */
async function refuseTakenName(app: FastifyInstance, tenantId: string, parentId: string | null, name: string, exceptId?: string): Promise<void> {
  if (await siblingNamed(app.db, tenantId, parentId, name, exceptId)) throw new HttpError(422, 'departNameTaken', { name });
}

/**
 * The organisation (spec section 4, issue 22): the tree every picker reads, and its management.
 * Companies (org_type '1') are the top level, added only by a multi-organisation tenant; a
 * department always has a parent; a company keeps its place and code (its users' and records'
 * company code); a node with people or sub-departments is not deleted. Changes are logged.
 */
export default async function organisationRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(PEOPLE_API.departTree, async (request) => {
    return ok(request.lang, await organisationTree(app.db, caller(request).tenantId));
  });

  app.get('/sys/sysDepart/queryCompanyList', async (request) => {
    return ok(request.lang, await companies(app.db, caller(request).tenantId));
  });

  /** The head chosen for a department: a colleague of the tenant, active unless already its head. */
  async function checkedLeader(tenantId: string, leaderId: string | null | undefined, current: string | null): Promise<StaffRow | null | undefined> {
    if (leaderId === undefined) return undefined;
    if (!leaderId) return null;
    const leader = await findStaff(app.db, tenantId, leaderId);
    if (!leader) throw new HttpError(422, 'departLeaderUnknown');
    if (leader.status !== ACTIVE && leaderId !== current) throw new HttpError(422, 'userFrozenChosen', { name: leader.realname });
    return leader;
  }

  async function parentOf(tenantId: string, parentId: string | null): Promise<DepartmentRow | null> {
    if (!parentId) return null;
    const parent = await findDepartment(app.db, tenantId, parentId);
    if (!parent) throw new HttpError(422, 'departUnknown');
    return parent;
  }

  async function nameOf(tenantId: string, userId: string | null): Promise<string | null> {
    return userId ? ((await findStaff(app.db, tenantId, userId))?.realname ?? null) : null;
  }

  async function answerNode(lang: Lang, tenantId: string, nodeId: string) {
    const node: DepartNode | undefined = await departmentNode(app.db, tenantId, nodeId);
    if (!node) throw notFound();
    return ok(lang, node);
  }

  app.post(PEOPLE_API.departAdd, { schema: addSchema }, async (request) => {
    const auth = await requireButton(app.db, request, 'sys:depart:add');
    const { tenantId } = auth;
    const name = request.body.name.trim();
    const parent = await parentOf(tenantId, request.body.parentId || null);
    if (!parent && !(await isMultiOrganisation(app.db, tenantId))) throw new HttpError(422, 'departParentRequired');
    const leader = await checkedLeader(tenantId, request.body.leaderId, null);
    await refuseTakenName(app, tenantId, parent?.id ?? null, name);
    const add = () =>
      app.db.transaction().execute(async (trx) => {
        const created = await insertDepartment(trx, tenantId, { name, parent, leaderId: leader?.id ?? null });
        await writePermissionLog(trx, {
          tenantId,
          actorId: auth.userId,
          kind: 'depart.add',
          targetId: created,
          targetName: name,
          changes: [...fieldChange('name', null, name), ...fieldChange('parent', null, parent?.name), ...fieldChange('leader', null, leader?.realname)],
        });
        return created;
      });
    // Two departments added under one parent at once may pick the same free code: the unique (tenant, code) index lets one through, the other tries the next.
    const nodeId = await add().catch((error: unknown) => (isUniqueViolation(error) ? add() : Promise.reject(error)));
    return answerNode(request.lang, tenantId, nodeId);
  });

  app.put(PEOPLE_API.departEdit, { schema: editSchema }, async (request) => {
    const auth = await requireButton(app.db, request, 'sys:depart:edit');
    const { tenantId } = auth;
    const node = await findDepartment(app.db, tenantId, request.body.id);
    if (!node) throw notFound();
    const name = request.body.name.trim();
    const parentId = request.body.parentId || null;
    const moves = parentId !== node.parentId;
    if (node.orgType === ORG_TYPE_COMPANY) {
      if (moves) throw new HttpError(422, 'departCompanyFixed');
    } else if (!parentId) throw new HttpError(422, 'departParentRequired');
    const parent = await parentOf(tenantId, parentId);
    if (moves && parentId && (await departmentWithDescendants(app.db, tenantId, node.id)).includes(parentId)) throw new HttpError(422, 'departParentInvalid');
    const leader = await checkedLeader(tenantId, request.body.leaderId, node.leaderId);
    if (moves || name !== node.name) await refuseTakenName(app, tenantId, parentId, name, node.id);
    const leaderId = leader === undefined ? node.leaderId : (leader?.id ?? null);
    const [parentBefore, leaderBefore] = await Promise.all([parentOf(tenantId, node.parentId), nameOf(tenantId, node.leaderId)]);
    const changes = [
      ...fieldChange('name', node.name, name),
      ...fieldChange('parent', parentBefore?.name, parent?.name),
      ...fieldChange('leader', leaderBefore, leader === undefined ? leaderBefore : (leader?.realname ?? null)),
    ];
    await app.db.transaction().execute(async (trx) => {
      await updateDepartment(trx, tenantId, node.id, { name, parent_id: parentId, leader_id: leaderId });
      if (changes.length > 0) {
        await writePermissionLog(trx, { tenantId, actorId: auth.userId, kind: 'depart.edit', targetId: node.id, targetName: name, changes });
      }
    });
    return answerNode(request.lang, tenantId, node.id);
  });

  app.delete(PEOPLE_API.departDelete, { schema: requiredTextQuery('id') }, async (request) => {
    const auth = await requireButton(app.db, request, 'sys:depart:delete');
    const { tenantId } = auth;
    const node = await findDepartment(app.db, tenantId, request.query.id);
    if (!node) throw notFound();
    await app.db.transaction().execute(async (trx) => {
      if (await hasChildren(trx, tenantId, node.id)) throw new HttpError(422, 'departHasChildren');
      const people = await peopleOfDepartment(trx, tenantId, node);
      if (people > 0) throw new HttpError(422, 'departHasPeople', { count: people });
      await deleteDepartment(trx, tenantId, node.id);
      await writePermissionLog(trx, {
        tenantId,
        actorId: auth.userId,
        kind: 'depart.delete',
        targetId: node.id,
        targetName: node.name,
        changes: fieldChange('name', node.name, null),
      });
    });
    return ok(request.lang, null);
  });
}
