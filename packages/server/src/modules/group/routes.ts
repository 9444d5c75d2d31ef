import type { GroupNode } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../http/envelope.ts';
import { requireAdmin } from '../../plugins/auth.ts';

/**
 * Group management (/groupView): the tenant's companies and departments with how many colleagues
 * each holds. Read-only: the spec names the screen but no editing of departments, which stays with
 * the organisation settings of the wider suite.
 */
export default async function groupRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<JsonSchemaToTsProvider>();
  app.get('/sys/sysDepart/groupTree', async (request) => {
    const { tenantId } = requireAdmin(request);
    const [departments, members] = await Promise.all([
      app.db
        .selectFrom('departments')
        .select(['id', 'parent_id as parentId', 'name', 'org_type as orgType', 'org_code as orgCode'])
        .where('tenant_id', '=', tenantId)
        .orderBy('sort')
        .orderBy('org_code')
        .execute(),
      app.db
        .selectFrom('users')
        .select(['depart_id as departId', (eb) => eb.fn.countAll<number>().as('n')])
        .where('tenant_id', '=', tenantId)
        .where('user_type', '=', 'staff')
        .where('status', '=', '1')
        .groupBy('depart_id')
        .execute(),
    ]);
    const direct = new Map(members.map((row) => [row.departId, Number(row.n)]));
    const nodes = new Map<string, GroupNode>(
      departments.map((d) => [
        d.id,
        { id: d.id, name: d.name, orgType: d.orgType, orgCode: d.orgCode, members: direct.get(d.id) ?? 0, totalMembers: 0, children: [] },
      ]),
    );
    const roots: GroupNode[] = [];
    for (const d of departments) {
      const parent = d.parentId ? nodes.get(d.parentId) : undefined;
      (parent ? parent.children : roots).push(nodes.get(d.id)!);
    }
    const total = (node: GroupNode): number => (node.totalMembers = node.members + node.children.reduce((sum, child) => sum + total(child), 0));
    roots.forEach(total);
    return ok(request.lang, roots);
  });
}
