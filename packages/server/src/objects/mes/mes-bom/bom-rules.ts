import { BOM_STATUS, lineIssueKey, type RecordRow } from '@crm/domain';
import { sql } from 'kysely';
import { isPostgres } from '../../../db/dialect.ts';
import { HttpError } from '../../../http/http-error.ts';
import { lineLabels } from '../../../modules/records/child-records.ts';
import { valueAfter } from '../../../modules/records/record-coherence.ts';
import type { HookContext } from '../../../modules/records/record-hooks.ts';
import { loose, type Db } from '../../../modules/records/record-model.ts';
import { fieldErrors, type ServerFieldIssue } from '../../../modules/records/record-validation.ts';
import { enabledBomsOf, linesOfBoms, productsOf } from './bom-structure.ts';

/**
 * The rules of a BOM's add and edit: loss rates between none and as much again as the quantity;
 * at most one enabled BOM per product (the one its expansion goes down through); and no product
 * among its own components, directly or through the enabled BOMs of its components at any depth.
 */

/** A loss rate, in %: none, up to as much again as the line's quantity. */
const LOSS_RATE = { min: 0, max: 100 } as const;

function lossRateIssues(values: Record<string, unknown>): ServerFieldIssue[] {
  const rows = Array.isArray(values.details) ? (values.details as Record<string, unknown>[]) : [];
  return rows.flatMap((row, index): ServerFieldIssue[] => {
    const given = row.lossRate;
    // Anything but a number is the line validation's to refuse, after this.
    const rate = typeof given === 'number' || (typeof given === 'string' && given.trim() !== '') ? Number(given) : NaN;
    if (!Number.isFinite(rate)) return [];
    const field = lineIssueKey('details', index, 'lossRate');
    if (rate < LOSS_RATE.min) return [{ field, rule: 'minimum', limit: LOSS_RATE.min }];
    if (rate > LOSS_RATE.max) return [{ field, rule: 'maximum', limit: LOSS_RATE.max }];
    return [];
  });
}

/**
 * Holds the tenant's BOM writes for the rest of the caller's transaction (PostgreSQL; SQLite
 * writes one transaction at a time): two BOMs saved at the same instant are checked one after the
 * other, the second seeing the first, so together they neither close a circle nor enable two BOMs
 * of one product. A lock of its own, taken only here.
 */
async function holdBomWrites(db: Db, tenantId: string): Promise<void> {
  if (!isPostgres(loose(db))) return;
  await sql`select pg_advisory_xact_lock(hashtext(${`mes-bom:${tenantId}`}))`.execute(db);
}

/** The component ids a write's lines name (their shape is checked after the hooks; anything else names none). */
function componentIdsOf(details: unknown): string[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((row: unknown) => {
    const componentId = row !== null && typeof row === 'object' ? (row as Record<string, unknown>).componentId : undefined;
    return typeof componentId === 'string' ? [componentId] : [];
  });
}

/**
 * The way `productId` comes back among its own components, as product ids from it to itself
 * (`[A, B, A]`), or null when it does not: from `components` (the BOM's lines as the write leaves
 * them) down the enabled BOMs of the tenant, leaving out `except` (the BOM written, whose stored
 * lines are the old ones), a level at a time.
 */
async function cycleThrough(db: Db, tenantId: string, productId: string, components: readonly string[], except: string | null): Promise<string[] | null> {
  // Each product reached, with the product whose BOM it is a component of: the way back up.
  const reachedFrom = new Map<string, string>();
  const wayTo = (product: string): string[] => (product === productId ? [productId] : [...wayTo(reachedFrom.get(product)!), product]);
  let frontier = [productId];
  // What each product of the frontier is made of: the written BOM's lines, then the enabled BOMs'.
  let madeOf: ReadonlyMap<string, readonly string[]> = new Map([[productId, components]]);
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const parent of frontier) {
      for (const component of madeOf.get(parent) ?? []) {
        if (component === productId) return [...wayTo(parent), productId];
        if (reachedFrom.has(component)) continue;
        reachedFrom.set(component, parent);
        next.push(component);
      }
    }
    const boms = await enabledBomsOf(db, tenantId, next, except);
    madeOf = new Map([...boms].map(([product, bom]) => [product, bom.lines.map((line) => line.componentId)]));
    frontier = next.filter((product) => madeOf.has(product));
  }
  return null;
}

/** Products named as a person reads them, `A → B → A`. */
async function namedWay(db: Db, tenantId: string, way: readonly string[]): Promise<string> {
  const products = await productsOf(db, tenantId, way);
  return way.map((id) => products.get(id)?.name ?? id).join(' → ');
}

/** 422 when another BOM of the product is enabled, naming the product and that BOM. */
async function refuseSecondEnabled(db: Db, tenantId: string, productId: string, self: string | null): Promise<void> {
  const other = (await enabledBomsOf(db, tenantId, [productId], self)).get(productId);
  if (!other) return;
  const product = (await productsOf(db, tenantId, [productId])).get(productId);
  throw new HttpError(422, 'bomEnabledTaken', { product: product?.name ?? '', bomNo: other.bomNo });
}

/**
 * The rules on a BOM's add (`before` null) and edit, as the write leaves it. The product, the
 * lines and the status are what the structure rules read: a write that changes none of them (a
 * remark, a disabling) is not held up by them.
 */
export async function checkBomWrite(ctx: HookContext, before: RecordRow | null, values: Record<string, unknown>): Promise<void> {
  const issues = lossRateIssues(values);
  if (issues.length > 0) throw fieldErrors(ctx.lang, lineLabels(ctx.lang, ctx.model), issues);
  const productId = valueAfter(before, values, 'productId');
  const enabled = valueAfter(before, values, 'status') === BOM_STATUS.enabled;
  const reshaped = before === null || 'productId' in values || 'details' in values;
  const enabling = enabled && before?.status !== BOM_STATUS.enabled;
  if (typeof productId !== 'string' || (!reshaped && !enabling)) return;
  const { tenantId } = ctx.viewer;
  await holdBomWrites(ctx.db, tenantId);
  if (enabled) await refuseSecondEnabled(ctx.db, tenantId, productId, before?.id ?? null);
  const components =
    before && !('details' in values)
      ? (await linesOfBoms(ctx.db, tenantId, [before.id])).get(before.id)!.map((line) => line.componentId)
      : componentIdsOf(values.details);
  const way = await cycleThrough(ctx.db, tenantId, productId, components, before?.id ?? null);
  if (way) throw new HttpError(422, 'bomCycle', { path: await namedWay(ctx.db, tenantId, way) });
}
