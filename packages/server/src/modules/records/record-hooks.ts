import type { Lang, RecordRow } from '@crm/domain';
import type { Expression, ExpressionBuilder, SqlBool, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Viewer } from './data-scope.ts';
import type { Db, RecordModel } from './record-model.ts';
import type { StoredRow } from './record-rows.ts';

/** What a hook may use: the write's transaction (its changes commit or roll back with the write). */
export interface HookContext {
  db: Transaction<Database>;
  viewer: Viewer;
  lang: Lang;
  model: RecordModel;
  now: Date;
}

/** What afterWrite may use: the write's transaction (roll-ups are the engine's writes, with no caller). */
export interface WriteContext {
  db: Db;
  tenantId: string;
  now: Date;
}

export type WhereBuilder = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

/**
 * An object's special behaviour on the generic path (STYLE: hooks, not copies). Values are by
 * API field name, already validated; hooks may complete them or refuse with an HttpError.
 */
export interface RecordHooks {
  beforeAdd?(ctx: HookContext, values: Record<string, unknown>): Promise<void>;
  afterAdd?(ctx: HookContext, record: RecordRow): Promise<void>;
  beforeEdit?(ctx: HookContext, before: RecordRow, changes: Record<string, unknown>): Promise<void>;
  beforeDelete?(ctx: HookContext, record: RecordRow): Promise<void>;
  /**
   * Who owns the record by its values (a target set for a salesperson is theirs): asked on add
   * (after beforeAdd; an explicit AddOptions.ownerId wins) with `before` null, and after each edit
   * with the record as it now stands. A user id, or null for none in particular: the writer on
   * add, the owner unchanged on edit. On edit a different owner takes the record as the transfer
   * action would (its permission, guard, team, change log and message).
   */
  ownerOf?(ctx: HookContext, record: Readonly<Record<string, unknown>>, before: RecordRow | null): Promise<string | null>;
  /**
   * The record's roll-ups were recomputed (rollups.ts): `values` holds them and its formulas; the
   * object may add what it derives from them (a customer's deal status and transaction cycle).
   */
  afterRollup?(record: RecordRow, values: Record<string, unknown>, now: Date): void;
  /**
   * Records of this object were picked as new lines of another record (GET /M/E/lineDraft):
   * `lines` are pre-filled from them; the object may adjust them for the record's `context` (a
   * product's price from the customer's price list). `context` is what the client says of the
   * record being edited; every id in it is checked here as in any other request.
   */
  draftLines?(ctx: { db: Db; viewer: Viewer; lang: Lang }, context: Readonly<Record<string, unknown>>, lines: Record<string, unknown>[]): Promise<void>;
  /**
   * The record as it now stands after any write of it (add, edit, action, or its roll-ups moving),
   * in the write's transaction: what the object keeps outside its own row follows (a receipt
   * plan's reminder).
   */
  afterWrite?(ctx: WriteContext, record: RecordRow): Promise<void>;
  /**
   * The record was approved (its audit status became reviewed), in the approving act's
   * transaction: what waited for approval takes effect (an order change becomes the order's).
   */
  afterReviewed?(ctx: HookContext, record: RecordRow): Promise<void>;
  /** A follow-up record was written about a record of this object (after its lastFollowTime moved). */
  afterFollowUp?(ctx: HookContext, subject: RecordRow): Promise<void>;
  /**
   * Rows of the tenant visible beyond their owners' data scope, as SQL over `table` (the rows'
   * table or alias): the engine ORs it with the scope for every non-administrator.
   */
  alsoVisible?(viewer: Viewer, table: string): WhereBuilder;
  /** Who may change a record they can see, in place of the owner, team, share and rw_others rules. */
  writeRight?(viewer: Viewer, row: StoredRow): boolean;
  /**
   * Columns (after tenant_id) indexed for the object's own look-ups; named after them, or by `name`
   * (after the table's) where they would make too long a name (PostgreSQL cuts names at 63 bytes);
   * `unique` where the object's rows are one per those columns (a product's stock in a warehouse).
   */
  indexes?: readonly (readonly string[] | { name: string; columns: readonly string[]; unique?: boolean })[];
}
