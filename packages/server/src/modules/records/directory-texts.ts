import { reusableQuery } from '../../db/reusable-query.ts';
import { tenantVersion } from '../../db/table-versions.ts';
import type { Db } from './record-model.ts';
import { databaseMemory } from '../../db/database-memory.ts';

/**
 * The texts a list shows for the ids and codes in its records that name the tenant's directory:
 * users' names, departments' names and dictionaries' items. Every list page needs them and they
 * seldom change, so each instance remembers them per tenant instead of reading them with every
 * page. They are remembered for the version of the directory (the table_versions row named
 * DIRECTORY), which database triggers raise in the transaction of every change to those tables
 * (migration 2026113001), whichever code or instance makes it; a list that reads another version
 * starts the tenant's texts afresh.
 */

/** The table_versions name of the directory's version. */
export const DIRECTORY = 'directory';

/** A dictionary item's text as stored; localised per request, so one copy serves every language. */
export interface DictionaryItemText {
  text: string;
  i18n: string | null;
}

/** What a page names in the directory. */
export interface DirectoryKeys {
  userIds: ReadonlySet<string>;
  departIds: ReadonlySet<string>;
  dictCodes: readonly string[];
}

/** Texts read from the database for some DirectoryKeys; an id or code not found has none. */
export interface DirectoryTexts {
  userNames: ReadonlyMap<string, string>;
  departNames: ReadonlyMap<string, string>;
  /** The items of each dictionary found, by value. */
  dictItems: ReadonlyMap<string, ReadonlyMap<string, DictionaryItemText>>;
}

/** Tenants remembered, least recently listed dropped first. */
const REMEMBERED_TENANTS = 100;
/**
 * Texts remembered per tenant, dictionary items included: a tenant whose lists name more
 * (thousands of staff) starts afresh rather than growing without bound. At most half a million
 * short texts in all, some tens of megabytes; a tenant's lists usually name a few hundred.
 */
const TEXTS_PER_TENANT = 5_000;

/** One tenant's directory texts known at one version. An id known with no text names nothing (a deleted user). */
export class TenantDirectory {
  private readonly userNames = new Map<string, string | null>();
  private readonly departNames = new Map<string, string | null>();
  private readonly dictItems = new Map<string, ReadonlyMap<string, DictionaryItemText>>();
  private size = 0;

  constructor(
    readonly tenantId: string,
    readonly version: string,
  ) {}

  /** The keys of `keys` with no known text yet: all that a page still has to read. */
  missing(keys: DirectoryKeys): DirectoryKeys {
    return {
      userIds: new Set([...keys.userIds].filter((id) => !this.userNames.has(id))),
      departIds: new Set([...keys.departIds].filter((id) => !this.departNames.has(id))),
      dictCodes: keys.dictCodes.filter((code) => !this.dictItems.has(code)),
    };
  }

  /** Remembers the texts read for `asked`, and that whatever was asked and not found names nothing. */
  learn(asked: DirectoryKeys, texts: DirectoryTexts): void {
    for (const id of asked.userIds) this.remember(this.userNames, id, texts.userNames.get(id) ?? null, 1);
    for (const id of asked.departIds) this.remember(this.departNames, id, texts.departNames.get(id) ?? null, 1);
    for (const code of asked.dictCodes) {
      const items = texts.dictItems.get(code) ?? new Map<string, DictionaryItemText>();
      this.remember(this.dictItems, code, items, 1 + items.size);
    }
    if (this.size > TEXTS_PER_TENANT && directories.get(this.tenantId) === this) directories.delete(this.tenantId);
  }

  /** A user's name, '' when the id names no user. */
  userName(id: string): string {
    return this.userNames.get(id) ?? '';
  }

  /** A department's name, '' when the id names no department. */
  departName(id: string): string {
    return this.departNames.get(id) ?? '';
  }

  dictItem(code: string, value: string): DictionaryItemText | undefined {
    return this.dictItems.get(code)?.get(value);
  }

  private remember<V>(map: Map<string, V>, key: string, value: V, size: number): void {
    // Two lists of one page learn the same keys at once: count each key once.
    if (map.has(key)) return;
    map.set(key, value);
    this.size += size;
  }
}

/** Least recently used first (a Map keeps insertion order). */
const directories = databaseMemory<string, TenantDirectory>();

const directoryVersionQuery = reusableQuery(['tenantId'], (db, p) =>
  db.selectNoFrom((eb) => [tenantVersion(eb, p.tenantId, DIRECTORY).as('directoryVersion')]),
);

/** The tenant's directory version as a list passes it: '0' before the first change. */
async function directoryVersionOf(db: Db, tenantId: string): Promise<string> {
  const [row] = await directoryVersionQuery(db, { tenantId });
  return row?.directoryVersion ?? '0';
}

/**
 * The tenant's remembered directory texts for a page naming `keys`. The version (`knownVersion`
 * or read here) must be read before any text of the page is: a change committed in between
 * raises the version past the one read, so texts remembered under a version can only be newer
 * than it, never older, and the next list, reading the raised version, starts afresh. For the
 * same reason a page learns what it reads into the directory answered here, never into one a
 * later list put in its place.
 */
export async function directoryFor(db: Db, tenantId: string, keys: DirectoryKeys, knownVersion?: string): Promise<TenantDirectory> {
  // Not remembered for a transaction: the version it reads may be one its own change raised, and
  // a rollback would leave texts no one committed under a version a later change takes.
  if (db.isTransaction) return new TenantDirectory(tenantId, '');
  if (keys.userIds.size === 0 && keys.departIds.size === 0 && keys.dictCodes.length === 0) return new TenantDirectory(tenantId, '');
  const version = knownVersion ?? (await directoryVersionOf(db, tenantId));
  let directory = directories.get(tenantId);
  directories.delete(tenantId);
  if (directory?.version !== version) directory = new TenantDirectory(tenantId, version);
  directories.set(tenantId, directory);
  if (directories.size > REMEMBERED_TENANTS) directories.delete(directories.keys().next().value!);
  return directory;
}
