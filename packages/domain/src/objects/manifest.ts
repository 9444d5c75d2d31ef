/// <reference types="vite/client" />
import { conventionalNames } from '../entities/define-object.ts';
import { apiNameOfFolder, entityRoutes } from '../entities/entity-def.ts';
import type { EntityDef } from '../entities/types.ts';

/**
 * The light manifest of the business objects (issue 11): what the client entry knows of each
 * before one of its screens opens (names, routes, label key, permission prefix), and how to load
 * its definition. Found without a list: each definition file `<module>/<object>/<object>.object.ts`
 * gives the module and, from the folder, the API name (`crm-customer` → `crmCustomer`); the rest
 * follows the convention defineObject() applies. An object that declares other routes, label or
 * permission prefix in its definition declares them in MANIFEST_OVERRIDES too (manifest.test.ts
 * checks that the two agree). Read by the client's bundler only (Vite's glob): the server reads ALL_OBJECTS.
 */
export interface ObjectManifestEntry {
  module: string;
  apiName: string;
  table: string;
  /** i18n key of the object's name. */
  label: string;
  permissionPrefix: string;
  /** The generic list, detail and add screens, and the form's route when it edits a record (the add route unless the object names another). */
  routes: { list: string; view: string; add: string; edit: string };
  /** Loads the definition (its own chunk). */
  load(): Promise<EntityDef>;
}

type Names = Pick<ObjectManifestEntry, 'table' | 'label' | 'permissionPrefix'> & { routes: Partial<ObjectManifestEntry['routes']> };

/** What an object's definition declares in place of the conventional names, by API name. */
export const MANIFEST_OVERRIDES: Readonly<Record<string, Partial<Names>>> = {
  // Spec section 2: the catalogue's lists are /crm/crmProduct and /crm/crmPrice, not …List.
  crmProduct: { routes: { list: '/crm/crmProduct' } },
  crmPrice: { routes: { list: '/crm/crmPrice' } },
  // Spec section 2: a visit is planned at crmVisitPlanForm and its plan edited at crmVisitEditForm (crmVisitAdd is the unplanned visit).
  crmVisit: { routes: { add: '/crm/crmVisitPlanForm', edit: '/crm/crmVisitEditForm' } },
  // Spec section 2: a call record's detail screen is /crm/callRecordView.
  crmCallRecord: { routes: { view: '/crm/callRecordView' } },
  // Spec section 2: empowerment's list is /crm/crmEmpower, its form (add and edit) crmEmpowerForm.
  crmEmpower: { routes: { list: '/crm/crmEmpower', add: '/crm/crmEmpowerForm' } },
  // Spec section 2: hours are logged against a task at oaTaskTimeForm.
  oaTaskTime: { routes: { add: '/oa/oaTaskTimeForm' } },
  // Spec section 2: the vendor's partners at /agent/agentUserList, View and Form; the partners' own
  // customer reports at /agent/agentCustomer… (AGENT_PATHS), so the vendor's screens of them are under /crm.
  agentUser: { routes: { add: '/agent/agentUserForm' } },
  agentCustomer: { routes: { list: '/crm/agentCustomerList', view: '/crm/agentCustomerView', add: '/crm/agentCustomerAdd' } },
};

const FILE = /(?:^|\/)([^/]+)\/([^/]+)\/\2\.object\.ts$/;

/** One object's entry from its definition file's path and the loader of that file. */
export function manifestEntry(path: string, loadModule: () => Promise<Record<string, unknown>>): ObjectManifestEntry {
  const match = FILE.exec(path);
  if (!match) throw new Error(`${path}: a definition is <module>/<object>/<object>.object.ts`);
  const module = match[1]!;
  const apiName = apiNameOfFolder(match[2]!);
  const overrides = MANIFEST_OVERRIDES[apiName] ?? {};
  return {
    module,
    apiName,
    ...conventionalNames(module, apiName),
    ...overrides,
    routes: entityRoutes({ module, apiName, routes: overrides.routes }),
    load: () =>
      loadModule().then((exports) => {
        const def = exports[apiName] as EntityDef | undefined;
        if (def?.apiName !== apiName) throw new Error(`${path} exports no definition named ${apiName}`);
        return def;
      }),
  };
}

let manifest: readonly ObjectManifestEntry[] | undefined;

/** Every object's manifest entry, in the order of their paths. */
export function objectManifest(): readonly ObjectManifestEntry[] {
  manifest ??= Object.entries(import.meta.glob<Record<string, unknown>>('./*/*/*.object.ts'))
    // Paths are ASCII; localeCompare would build a collator on the first call, some 15 ms on a
    // phone's first screen, to order a handful of file names.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, load]) => manifestEntry(path, load));
  return manifest;
}
