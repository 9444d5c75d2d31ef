import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Colleague } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { ok } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { AddressBookPage } from './AddressBookPage.tsx';
import { AddressBookViewPage } from './AddressBookViewPage.tsx';
import { page, person, TREE } from './test/people-fixtures.ts';

beforeEach(() => {
  setUpRecordTest([{ action: 'oa:oaAddressBook:list', type: '1' }]);
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
});

const HAN = person();
const LI = person({ id: 'u3', username: 'lilei', realname: 'Li Lei', departId: null, departName: null, position: null, status: '2' });

describe('the address book (/oa/oaAddressBook)', () => {
  it('lists everyone, the frozen marked and not offered a call, and opens a colleague', async () => {
    const { fake, current } = renderScreen(
      <AddressBookPage />,
      '/oa/oaAddressBook',
      recordRoutes({ 'GET /sys/user/list': ok(page([HAN, LI])), 'GET /sys/sysDepart/queryTreeList': ok(TREE) }),
    );
    const [han, li] = await screen.findAllByTestId('colleague-item');
    // Everyone: the frozen too.
    expect(fake.find('GET /sys/user/list').at(-1)!.params).toMatchObject({ status: '' });
    expect(within(han!).getByTestId('colleague-name').textContent).toBe('Han Mei');
    expect(within(han!).queryByTestId('employee-status')).toBeNull();
    expect(within(han!).getByTestId('colleague-call').getAttribute('href')).toBe('tel:13800000002');
    expect(within(li!).getByTestId('employee-status').textContent).toBe('冻结');
    expect(within(li!).queryByTestId('colleague-call')).toBeNull();

    fireEvent.change(screen.getByTestId('address-book-search').querySelector('input')!, { target: { value: ' han ' } });
    await waitFor(() => expect(fake.find('GET /sys/user/list').at(-1)!.params.keyword).toBe('han'));
    fireEvent.click((await screen.findAllByTestId('colleague-name'))[0]!);
    await waitFor(() => expect(current()).toBe('/oa/oaAddressBookView?id=u2'));
  });

  it('shows a colleague with whom they report to, and calls or mails them in one tap', async () => {
    const colleague: Colleague = { ...HAN, email: 'han@example.com', superiorName: '周杰' };
    renderScreen(<AddressBookViewPage />, '/oa/oaAddressBookView?id=u2', recordRoutes({ 'GET /oa/oaAddressBook/queryById': ok(colleague) }));
    expect((await screen.findByTestId('colleague-view-name')).textContent).toBe('Han Mei');
    expect(screen.getByText('周杰')).toBeTruthy();
    expect(screen.getByTestId('colleague-view-call').getAttribute('href')).toBe('tel:13800000002');
    expect(screen.getByTestId('colleague-view-mail').getAttribute('href')).toBe('mailto:han@example.com');
  });
});
