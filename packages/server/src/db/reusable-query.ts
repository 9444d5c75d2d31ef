import type { Compilable, CompiledQuery, Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const PLACEHOLDER = '\u0000reusable-query-parameter:';

/** Stands where a parameter's value goes while a reusable query is built. */
function placeholder(name: string): string {
  return `${PLACEHOLDER}${name}`;
}

/** The compiled SQL of a dialect (a transaction shares its database's). */
function dialectOf(db: Db): unknown {
  return db.getExecutor().adapter.constructor;
}

function compileReusable<R>(query: Compilable<R>): CompiledQuery<R> {
  const compiled = query.compile();
  // A value written into the SQL text rather than passed as a parameter would be reused for
  // every later caller: refuse to keep such a query.
  if (compiled.sql.includes(PLACEHOLDER)) throw new Error('A reusable query must pass its values as parameters');
  return compiled;
}

function run<R>(db: Db, query: CompiledQuery<R>, values: Record<string, unknown>) {
  const parameters = query.parameters.map((parameter) =>
    typeof parameter === 'string' && parameter.startsWith(PLACEHOLDER) ? values[parameter.slice(PLACEHOLDER.length)] : parameter,
  );
  return db.executeQuery<R>({ ...query, parameters });
}

/**
 * A query of fixed shape, built and compiled once per kind of database and then run with each
 * call's values. Kysely builds and compiles a query anew on every call: for the look-ups every
 * request makes (its session, the user's roles, a button permission, a table's version) that
 * costs about twice what SQLite takes to run them. `build` receives a placeholder for each named
 * parameter, to use where a value goes (never inside an `in` list, whose length would change
 * the shape); the compiled text is kept and the placeholders replaced on every run.
 */
export function reusableQuery<P extends string, R>(names: readonly P[], build: (db: Db, params: Record<P, string>) => Compilable<R>) {
  const placeholders = Object.fromEntries(names.map((name) => [name, placeholder(name)])) as Record<P, string>;
  const compiled = new Map<unknown, CompiledQuery<R>>();
  return async (db: Db, values: Record<P, unknown>): Promise<R[]> => {
    const dialect = dialectOf(db);
    let query = compiled.get(dialect);
    if (!query) {
      query = compileReusable(build(db, placeholders));
      compiled.set(dialect, query);
    }
    return (await run(db, query, values)).rows;
  };
}

/**
 * Queries whose shape varies with the request but repeats across callers (a list page: which
 * object, columns, sort and kind of data scope), compiled once per shape key and kind of
 * database. `build` receives a function giving the placeholder of a named parameter; the caller
 * promises that the shape key names everything else the query is built from. Least recently
 * used shapes are dropped past `limit`.
 */
export function reusableQueries<R>(limit: number) {
  const compiled = new Map<string, { dialect: unknown; query: CompiledQuery<R> }[]>();
  return async (db: Db, shape: string, values: Record<string, unknown>, build: (param: (name: string) => string) => Compilable<R>): Promise<R[]> => {
    const dialect = dialectOf(db);
    const kept = compiled.get(shape) ?? [];
    let query = kept.find((entry) => entry.dialect === dialect)?.query;
    if (!query) {
      query = compileReusable(build(placeholder));
      kept.push({ dialect, query });
    }
    compiled.delete(shape);
    compiled.set(shape, kept);
    if (compiled.size > limit) compiled.delete(compiled.keys().next().value!);
    return (await run(db, query, values)).rows;
  };
}
