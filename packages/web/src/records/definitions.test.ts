import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Domain from '@crm/domain';
import { definitionOf, manifestOf, manifestOfTable } from './definitions.ts';

/** A fresh registry whose customer definition fails to load while `failing.now`. */
async function registryWithFailingCustomer(failing: { now: boolean }) {
  vi.resetModules();
  vi.doMock('@crm/domain', async (importOriginal) => {
    const real = await importOriginal<typeof Domain>();
    return {
      ...real,
      objectManifest: () =>
        real
          .objectManifest()
          .map((entry) =>
            entry.apiName === 'crmCustomer' ? { ...entry, load: () => (failing.now ? Promise.reject(new Error('chunk failed')) : entry.load()) } : entry,
          ),
    };
  });
  return import('./definitions.ts');
}

afterEach(() => {
  vi.doUnmock('@crm/domain');
  vi.resetModules();
});

describe('the definition registry', () => {
  it('knows every object by its manifest, by API name and by table', () => {
    expect(manifestOf('crmCustomer')?.routes.list).toBe('/crm/crmCustomerList');
    expect(manifestOfTable('crm_contacter')?.apiName).toBe('crmContacter');
    expect(manifestOf('nothing')).toBeUndefined();
    // The test setup loaded every definition.
    expect(definitionOf('crmCustomer')?.apiName).toBe('crmCustomer');
  });

  it('loads a definition with its targets, reports a failed load and tries again on the next use', async () => {
    const failing = { now: true };
    const registry = await registryWithFailingCustomer(failing);
    expect(registry.definitionOf('crmContacter')).toBeUndefined();
    await expect(registry.loadDefinition('crmCustomer')).rejects.toThrow('chunk failed');
    expect(registry.definitionOf('crmCustomer')).toBeUndefined();
    failing.now = false;
    const def = await registry.loadDefinition('crmContacter');
    // A contact points to its customer: the customer's definition came with it.
    expect(def?.fields.some((f) => f.relation === 'crmCustomer')).toBe(true);
    expect(registry.definitionOf('crmCustomer')?.titleField).toBeTruthy();
    expect(await registry.loadDefinition('nothing')).toBeUndefined();
  });
});
