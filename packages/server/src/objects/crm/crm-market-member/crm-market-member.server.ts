import { columnOf, entityOf, MARKET_MEMBER_TARGETS, translate, type RecordRow } from '@crm/domain';
import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { loose } from '../../../modules/records/record-model.ts';
import { fieldErrors, type ServerFieldIssue } from '../../../modules/records/record-validation.ts';

const TARGET_FIELDS = Object.values(MARKET_MEMBER_TARGETS);

/**
 * A member names exactly the lead, contact or customer its type says: that relation is required
 * and the other two must be empty (each refusal a 422 on its field, naming the type). The name
 * of whom it names is kept with it, for the activity's list of members and the keyword search.
 */
async function checkMember(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): Promise<void> {
  if (!['memberType', ...TARGET_FIELDS].some((name) => name in values)) return;
  const value = (name: string) => (name in values ? values[name] : before?.[name]) ?? null;
  const memberType = ctx.model.field('memberType')!;
  const type = String(value('memberType'));
  const target = MARKET_MEMBER_TARGETS[type];
  // An unknown type is refused by the field's own options first.
  if (!target) return;
  const typeText = translate(ctx.lang, memberType.options!.find((option) => option.value === type)!.label);
  const issues: ServerFieldIssue[] = [];
  const id = value(target);
  if (!id) issues.push({ field: target, rule: 'required' });
  for (const other of TARGET_FIELDS) if (other !== target && value(other)) issues.push({ field: other, rule: 'notForType', vars: { type: typeText } });
  if (issues.length > 0) throw fieldErrors(ctx.lang, ctx.model, issues);

  const named = entityOf(ctx.model.field(target)!.relation!);
  const row = await loose(ctx.db)
    .selectFrom(named.table)
    .select(columnOf(named.titleField))
    .where('tenant_id', '=', ctx.viewer.tenantId)
    .where('id', '=', String(id))
    .executeTakeFirst();
  values.memberName = String(row?.[columnOf(named.titleField)] ?? '').slice(0, 100);
}

/** Market activity members: whom they name holds together with their type, on add and edit. */
export const marketMemberServer: ObjectServer = {
  hooks: {
    async beforeAdd(ctx, values) {
      await checkMember(ctx, null, values);
    },
    async beforeEdit(ctx, before, changes) {
      await checkMember(ctx, before, changes);
    },
  },
};
