import { describe, expect, it } from 'vitest';
import { hasPermission } from './evaluate.ts';

const action = 'crm:crmCustomer:delete';

describe('permission directive rule (spec section 6)', () => {
  it('with a form permission list, keeps an element whose action matches an entry not of type 2', () => {
    expect(hasPermission(action, { formPermissionList: [{ action, type: '1' }], auth: [], allAuth: [] })).toBe(true);
  });
  it('with a form permission list, removes an element matched only by a type 2 entry', () => {
    expect(hasPermission(action, { formPermissionList: [{ action, type: '2' }], auth: [{ action, type: '1' }], allAuth: [] })).toBe(false);
  });
  it('with a form permission list, ignores the global lists', () => {
    expect(hasPermission(action, { formPermissionList: [{ action: 'other', type: '1' }], auth: [{ action, type: '1' }], allAuth: [] })).toBe(false);
  });
  it('keeps an action whose allAuth status is 0 (override)', () => {
    expect(hasPermission(action, { auth: [], allAuth: [{ action, type: '1', status: '0' }] })).toBe(true);
  });
  it('keeps an action granted in auth with type not 2', () => {
    expect(hasPermission(action, { auth: [{ action, type: '1' }], allAuth: [{ action, type: '1', status: '1' }] })).toBe(true);
  });
  it('removes an action granted only with type 2', () => {
    expect(hasPermission(action, { auth: [{ action, type: '2' }], allAuth: [{ action, type: '1', status: '1' }] })).toBe(false);
  });
  it('removes an action that is not granted', () => {
    expect(hasPermission(action, { auth: [], allAuth: [{ action, type: '1', status: '1' }] })).toBe(false);
  });
});
