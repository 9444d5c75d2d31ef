import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { entityOf, type ActionDef, type EntityDef } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { fail, ok, type FakeAnswer } from '../../test/fake-http.ts';
import { registeredMeta } from '../meta/entity-meta.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../test/record-fixtures.tsx';
import { ActionSheet } from './ActionSheet.tsx';

/** An action with inputs, as a work order's `return` would be: a user to hand it to and a reason. */
const handOver: ActionDef = {
  label: 'web.action.transfer',
  input: [
    { name: 'engineerId', type: 'user', label: 'web.action.transferPage.newOwner', required: true },
    { name: 'reason', type: 'textarea', label: 'web.action.commentAdd.content', required: true, maxLength: 20 },
  ],
  sets: { ownerId: '$input.engineerId' },
};
const def: EntityDef = { ...entityOf('crmCustomer'), actions: { handOver } };
const meta = registeredMeta(def, []);

const users = ok({ records: [{ id: 'u7', username: 'wang', realname: 'Wang Wu', departName: 'Sales' }], total: 1, size: 50, current: 1, pages: 1 });

beforeEach(() => {
  setUpRecordTest();
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
  vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
});

function open(answers: FakeAnswer[]) {
  const onClose = vi.fn();
  let call = 0;
  const routes = recordRoutes({ 'GET /sys/user/list': users, 'POST /crm/crmCustomer/handOver': () => answers[Math.min(call++, answers.length - 1)]! });
  const view = renderScreen(
    <ActionSheet meta={meta} record={row({ id: 'r1', version: 7 })} name="handOver" action={handOver} onClose={onClose} />,
    '/x',
    routes,
  );
  return { ...view, onClose };
}

describe('the action sheet', () => {
  it('renders an input per input field under the action’s label, and checks them before sending', async () => {
    const { fake } = open([ok(row())]);
    const sheet = await screen.findByTestId('action-sheet-handOver');
    expect(within(sheet).getByText('转移')).toBeTruthy();
    expect(within(screen.getByTestId('action-field-engineerId')).getByText('新负责人')).toBeTruthy();
    expect(within(screen.getByTestId('action-field-reason')).getByText('评论内容')).toBeTruthy();
    fireEvent.click(screen.getByTestId('action-submit'));
    await waitFor(() => expect(within(screen.getByTestId('action-field-reason')).getByRole('alert').textContent).toBe('请输入评论内容'));
    expect(within(screen.getByTestId('action-field-engineerId')).getByRole('alert').textContent).toContain('新负责人');
    // The reason given, the user still missing: still nothing sent.
    fireEvent.change(screen.getByTestId('action-field-reason').querySelector('textarea')!, { target: { value: '客户要求' } });
    fireEvent.click(screen.getByTestId('action-submit'));
    await waitFor(() => expect(within(screen.getByTestId('action-field-reason')).queryByRole('alert')).toBeNull());
    expect(within(screen.getByTestId('action-field-engineerId')).getByRole('alert')).toBeTruthy();
    expect(fake.find('POST /crm/crmCustomer/handOver')).toHaveLength(0);
  });

  it('sends the inputs at the version read; shows the server’s field errors under their fields and any other refusal; closes when done', async () => {
    const fieldError = {
      status: 422,
      data: { success: false, message: '原因不够具体', code: 422, result: { fields: { reason: '原因不够具体' } }, timestamp: 0 },
    };
    const { fake, onClose } = open([fieldError, fail(422, '状态为“已完成”的记录不能执行“转移”'), ok(row({ ownerId: 'u7' }))]);
    fireEvent.click(await within(await screen.findByTestId('action-field-engineerId')).findByRole('button'));
    fireEvent.click(await screen.findByTestId('user-option-u7'));
    await waitFor(() => expect(screen.getByTestId('action-field-engineerId').textContent).toContain('Wang Wu'));
    fireEvent.change(screen.getByTestId('action-field-reason').querySelector('textarea')!, { target: { value: '客户要求' } });

    fireEvent.click(screen.getByTestId('action-submit'));
    await waitFor(() => expect(within(screen.getByTestId('action-field-reason')).getByRole('alert').textContent).toBe('原因不够具体'));
    expect(fake.find('POST /crm/crmCustomer/handOver')[0]!.body).toEqual({ id: 'r1', version: 7, engineerId: 'u7', reason: '客户要求' });

    fireEvent.click(screen.getByTestId('action-submit'));
    expect((await screen.findByTestId('action-refusal')).textContent).toBe('状态为“已完成”的记录不能执行“转移”');
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('action-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(feedback.success).toHaveBeenCalledWith('操作成功');
    expect(fake.find('POST /crm/crmCustomer/handOver')).toHaveLength(3);
  });

  it('closes without sending on cancel', async () => {
    const { fake, onClose } = open([ok(row())]);
    fireEvent.click(await screen.findByTestId('action-cancel'));
    expect(onClose).toHaveBeenCalled();
    expect(fake.find('POST /crm/crmCustomer/handOver')).toHaveLength(0);
  });
});
