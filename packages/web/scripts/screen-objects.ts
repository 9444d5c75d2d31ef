// The business objects a record screen loads beside its page module, for the build scripts that
// count (route-size.ts) or preload (app-shell.ts) them: what records/definitions.ts loadDefinition
// loads at run time, worked out from the definitions at build time.
import { ALL_OBJECTS, FOLLOW_UP_OBJECT, findEntity, objectsListedWith, objectsShownWith, type EntityDef, type Lang } from '../../domain/src/index.ts';

/** An object's folder, from its definition: `crm/crm-customer`. */
const folderOf = (def: EntityDef) => `${def.module}/${def.apiName.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * The objects whose definitions and labels a screen of `apiName` loads (it, those shown with it,
 * the follow-ups' own), and those whose labels only (its related lists', the tabs' titles).
 */
function screenObjects(apiName: string): { defined: EntityDef[]; labelled: EntityDef[] } {
  const found = new Map<string, EntityDef>();
  const listed = new Map<string, EntityDef>();
  const add = (name: string, deep: boolean) => {
    const def = findEntity(name);
    if (!def || found.has(name)) return;
    found.set(name, def);
    if (!deep) return;
    for (const other of objectsShownWith(def)) add(other, other === FOLLOW_UP_OBJECT.apiName);
    for (const other of objectsListedWith(def)) if (findEntity(other)) listed.set(other, findEntity(other)!);
  };
  add(apiName, true);
  return { defined: [...found.values()], labelled: [...new Map([...found, ...listed]).values()] };
}

const modulesOf = (defs: EntityDef[], file: (name: string) => string) =>
  defs.map((def) => `domain/src/objects/${folderOf(def)}/${file(folderOf(def).split('/')[1]!)}`);

/**
 * Module paths (under packages/) of the definitions and of the labels in `lang` that a screen of
 * `apiName` loads: the detail screen's (`tabs`) with its related lists' labels, the others' without.
 */
export function screenObjectModules(apiName: string, lang: Lang = 'zh-CN', { tabs = false } = {}): { definitions: string[]; labels: string[] } {
  if (!ALL_OBJECTS.some((def) => def.apiName === apiName)) throw new Error(`no business object ${apiName}`);
  const { defined, labelled } = screenObjects(apiName);
  return {
    definitions: modulesOf(defined, (name) => `${name}.object.ts`),
    labels: modulesOf(tabs ? labelled : defined, (name) => `${name}.locale.ts?lang=${lang}`),
  };
}
