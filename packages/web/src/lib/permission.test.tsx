import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { AllAuthEntry, AuthEntry } from '@crm/domain';
import { Permission } from './permission.tsx';
import { useSessionStore } from '../stores/session.ts';

const ACTION = 'crm:crmCustomer:add';

function renderButton(formPermissionList?: AuthEntry[]) {
  render(
    <Permission action={ACTION} formPermissionList={formPermissionList}>
      <button>add customer</button>
    </Permission>,
  );
  return screen.queryByRole('button', { name: 'add customer' });
}

function grant(auth: AuthEntry[], allAuth: AllAuthEntry[] = []) {
  useSessionStore.setState({ auth, allAuth });
}

describe('permission directive (spec section 6)', () => {
  beforeEach(() => grant([], []));

  it('keeps the element when the form list has a matching entry whose type is not 2', () => {
    expect(renderButton([{ action: ACTION, type: '1' }])).not.toBeNull();
  });

  it('removes the element when the form has its own list without a usable match, whatever the global lists say', () => {
    grant([{ action: ACTION, type: '1' }]);
    expect(
      renderButton([
        { action: 'other', type: '1' },
        { action: ACTION, type: '2' },
      ]),
    ).toBeNull();
  });

  it('keeps the element when allAuth overrides it with status 0', () => {
    grant([], [{ action: ACTION, type: '1', status: '0' }]);
    expect(renderButton()).not.toBeNull();
  });

  it('keeps the element when the auth list grants it with a type other than 2', () => {
    grant([{ action: ACTION, type: '1' }], [{ action: ACTION, type: '1', status: '1' }]);
    expect(renderButton()).not.toBeNull();
  });

  it('removes the element when the auth entry has type 2', () => {
    grant([{ action: ACTION, type: '2' }]);
    expect(renderButton()).toBeNull();
  });

  it('removes the element when no list grants it', () => {
    grant([{ action: 'crm:crmCustomer:list', type: '1' }]);
    expect(renderButton()).toBeNull();
  });
});
