import { describe, expect, it } from 'vitest';
import { entityRoutes } from '../entities/entity-def.ts';
import { ALL_OBJECTS } from './index.ts';
import { manifestEntry, objectManifest } from './manifest.ts';

const where = 'declare it in MANIFEST_OVERRIDES (packages/domain/src/objects/manifest.ts) as well, the client entry knows only the manifest';

describe('the light manifest of the objects', () => {
  it('lists every registered object, and only those', () => {
    expect(
      objectManifest()
        .map((entry) => entry.apiName)
        .sort(),
    ).toEqual(ALL_OBJECTS.map((def) => def.apiName).sort());
  });

  for (const def of ALL_OBJECTS) {
    describe(def.apiName, () => {
      const entry = () => {
        const found = objectManifest().find((e) => e.apiName === def.apiName);
        if (!found) throw new Error(`${def.apiName} is not in the manifest: its definition belongs in <module>/<object>/<object>.object.ts`);
        return found;
      };

      it('derives what the definition says', () => {
        const e = entry();
        expect(e.module, `${def.apiName}: its module is the folder above the object's folder`).toBe(def.module);
        expect(e.routes, `${def.apiName} declares its own routes: ${where}`).toEqual(entityRoutes(def));
        expect(e.label, `${def.apiName} declares its own label: ${where}`).toBe(def.label);
        expect(e.permissionPrefix, `${def.apiName} declares its own permission prefix: ${where}`).toBe(def.permissionPrefix);
        expect(e.table, `${def.apiName} declares its own table: ${where}`).toBe(def.table);
      });

      it('loads the definition itself', async () => {
        expect(await entry().load()).toBe(def);
      });
    });
  }

  it('derives the API name from the folder and refuses other paths', async () => {
    const entry = manifestEntry('./sales/sales-order-line/sales-order-line.object.ts', () => Promise.resolve({}));
    expect(entry).toMatchObject({
      module: 'sales',
      apiName: 'salesOrderLine',
      table: 'sales_order_line',
      label: 'entity.salesOrderLine.label',
      permissionPrefix: 'sales:salesOrderLine',
      routes: { list: '/sales/salesOrderLineList', view: '/sales/salesOrderLineView', add: '/sales/salesOrderLineAdd' },
    });
    await expect(entry.load()).rejects.toThrow(/exports no definition named salesOrderLine/);
    expect(() => manifestEntry('./sales/order/line.object.ts', () => Promise.resolve({}))).toThrow(/<module>\/<object>\/<object>\.object\.ts/);
  });
});
