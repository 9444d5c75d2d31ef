import type { EntityLocale, SharedEntityLocale } from './types.ts';

/** `crm-customer` → `crmCustomer`. */
const camelCase = (kebab: string) => kebab.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The web client's `entity` namespace of one language: the shared texts, and each object's labels
 * under its API name, from the locale files Vite's `import.meta.glob` found, keyed by path
 * (`…/crm-customer/crm-customer.locale.ts` → `crmCustomer`; the registry test holds every object
 * to that file name).
 */
export function assembleEntityTexts(shared: SharedEntityLocale, found: Record<string, unknown>): EntityLocale {
  const objects = Object.entries(found).map(([path, texts]) => [camelCase(path.replace(/^.*\/|\.locale\.ts.*$/g, '')), texts]);
  return { ...shared, ...Object.fromEntries(objects) } as EntityLocale;
}
