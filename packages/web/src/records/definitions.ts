import { useEffect, useSyncExternalStore } from 'react';
import { FOLLOW_UP_OBJECT, objectManifest, objectsListedWith, objectsShownWith, type EntityDef, type ObjectManifestEntry } from '@crm/domain';
import { loadObjectTexts } from '../lib/i18n.ts';
import { RECORD_LIST_PAGES, setPageFamilyNames } from '../lib/menu.ts';

/**
 * The client's registry of the business objects (issue 11): the light manifest (names, routes,
 * label key, permission prefix), loaded with the first screen that shows or lists objects, never
 * with the app's entry; an object's definition, with its labels in the language in use, once one
 * of its screens loaded it. Record routes await the definitions they show beside their page
 * module; a screen reads them synchronously with definitionOf() after that. Imports no object:
 * the manifest finds the definition files.
 */

/** The object whose records are the follow-ups of the detail screen's follow-up tab. */
export const FOLLOW_UPS = FOLLOW_UP_OBJECT.apiName;

const manifest = new Map(objectManifest().map((entry) => [entry.apiName, entry]));
// The menu's record apps open for these objects only (the server's menu lists those of objects not defined yet too).
setPageFamilyNames(RECORD_LIST_PAGES, manifest.keys());

export function manifestEntries(): readonly ObjectManifestEntry[] {
  return [...manifest.values()];
}

export function manifestOf(apiName: string): ObjectManifestEntry | undefined {
  return manifest.get(apiName);
}

/** The object stored in `table` (the common pages name objects by ?tableName=). */
export function manifestOfTable(table: string): ObjectManifestEntry | undefined {
  return manifestEntries().find((entry) => entry.table === table);
}

type State = { state: 'loading' } | { state: 'ready'; def: EntityDef } | { state: 'failed'; error: unknown };

const states = new Map<string, State>();
const loads = new Map<string, Promise<EntityDef | undefined>>();
const listeners = new Set<() => void>();

function setState(apiName: string, state: State) {
  states.set(apiName, state);
  for (const listener of listeners) listener();
}

/** One definition and its labels, without its targets; undefined for an object the manifest does not know. */
function loadOne(apiName: string): Promise<EntityDef | undefined> {
  const entry = manifest.get(apiName);
  if (!entry) return Promise.resolve(undefined);
  let load = loads.get(apiName);
  if (!load) {
    if (states.get(apiName)?.state !== 'ready') setState(apiName, { state: 'loading' });
    load = Promise.all([entry.load(), loadObjectTexts([apiName])]).then(
      ([def]) => {
        setState(apiName, { state: 'ready', def });
        return def;
      },
      (error: unknown) => {
        // Forgotten, so that the next screen tries again.
        loads.delete(apiName);
        setState(apiName, { state: 'failed', error });
        throw error;
      },
    );
    loads.set(apiName, load);
  }
  return load;
}

/**
 * An object's definition with, one level down, the definitions of the objects its relation fields
 * point to (reference links and pickers show their targets' title fields) and the follow-ups' own
 * where it has follow-ups; with `tabs`, the labels of its related lists' objects too (the detail
 * screen's tabs' titles: no other screen shows them). Undefined for an unknown object; rejects
 * when a definition fails to load.
 */
export async function loadDefinition(apiName: string, { tabs = false }: { tabs?: boolean } = {}): Promise<EntityDef | undefined> {
  const def = await loadOne(apiName);
  if (!def) return undefined;
  // One level down, but the follow-ups (a tab of the screen) with their own; of the related
  // lists only the labels (their tabs load their definitions when opened).
  const listed = tabs ? objectsListedWith(def).filter((other) => manifest.has(other)) : [];
  await Promise.all([
    ...objectsShownWith(def).map((other) => (other === FOLLOW_UPS ? loadDefinition(other) : loadOne(other))),
    ...(listed.length > 0 ? [loadObjectTexts(listed)] : []),
  ]);
  return def;
}

/** Every object's definition (the tests' setup; the pages that serve any object load only theirs). */
export async function loadAllDefinitions(): Promise<void> {
  await Promise.all(manifestEntries().map((entry) => loadDefinition(entry.apiName)));
}

/** The definition once loaded (the record routes load it with the screen), else undefined. */
export function definitionOf(apiName: string): EntityDef | undefined {
  const state = states.get(apiName);
  return state?.state === 'ready' ? state.def : undefined;
}

/** The definition a screen's loader loaded for it: a missing one is a mistake of the loader's. */
export function loadedDefinition(apiName: string): EntityDef {
  const def = definitionOf(apiName);
  if (!def) throw new Error(`the definition of ${apiName} was not loaded with this screen`);
  return def;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * An object's definition in a component: at once when loaded, else it loads (with its targets).
 * `unknown` for an object the manifest does not know; `error` when the load failed.
 */
export function useDefinition(apiName: string | undefined): { def: EntityDef | undefined; unknown: boolean; error: unknown } {
  const known = apiName !== undefined && manifest.has(apiName);
  const state = useSyncExternalStore(
    subscribe,
    () => (known ? states.get(apiName) : undefined),
    () => (known ? states.get(apiName) : undefined),
  );
  useEffect(() => {
    // Cached loads: this only fills in what is missing (a definition loaded as another's target lacks its own).
    if (known && state?.state !== 'failed') loadDefinition(apiName).catch(() => undefined);
  }, [known, apiName, state]);
  return {
    def: state?.state === 'ready' ? state.def : undefined,
    unknown: apiName !== undefined && !known,
    error: state?.state === 'failed' ? state.error : null,
  };
}
