import { describe, expect, it } from 'vitest';
import { ALL_OBJECTS } from '@crm/domain';
import { WEB_OBJECTS } from './index.ts';

describe('the objects web folders', () => {
  it('list the page of every action with a screen at the path its definition gives', () => {
    for (const def of ALL_OBJECTS) {
      for (const [name, action] of Object.entries(def.actions ?? {})) {
        if (!action.screen) continue;
        const route = WEB_OBJECTS[def.apiName]?.routes?.find((r) => r.path === action.screen);
        expect(route?.screen, `${def.apiName}.${name} opens ${action.screen}: list it in src/objects/index.ts`).toBe(name);
      }
    }
  });
});
