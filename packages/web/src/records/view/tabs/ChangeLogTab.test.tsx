import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ChangeLogEntry } from '@crm/domain';
import { applyLanguage } from '../../../lib/i18n.ts';
import { ok } from '../../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../test/record-fixtures.tsx';
import { RecordViewPage } from '../RecordViewPage.tsx';

const customer = { kind: 'entity', apiName: 'crmCustomer' } as const;

const entries: ChangeLogEntry[] = [
  {
    id: 'l3',
    userName: '周杰',
    time: '2026-03-03T02:00:00Z',
    action: 'edit',
    changes: [
      { field: 'level', label: '客户级别', from: null, to: '重点客户', fromValue: null, toValue: 'A' },
      { field: 'dealStatus', label: '成交状态', from: '未成交', to: '已成交', fromValue: '0', toValue: '1' },
      { field: 'nextContactTime', label: '下次联系时间', from: null, to: '2026-03-05T06:30:00Z', fromValue: null, toValue: '2026-03-05T06:30:00Z' },
      { field: 'dealAmount', label: '成交总金额', from: '0', to: '384000', fromValue: 0, toValue: 384000 },
      { field: 'ownerId', label: '负责人', from: '周杰', to: '孙丽', fromValue: 'u2', toValue: 'u3' },
    ],
  },
  {
    id: 'l2',
    userName: '周杰',
    time: '2026-03-02T02:00:00Z',
    action: 'lock',
    changes: [{ field: 'lockStatus', label: '锁定状态', from: '0', to: '1', fromValue: '0', toValue: '1' }],
  },
  // Written before the log kept values: the display texts stand in for them.
  { id: 'l1', userName: '周杰', time: '2026-03-01T02:00:00Z', action: 'unlock', changes: [{ field: 'lockStatus', label: '锁定状态', from: null, to: '0' }] },
];

function openLog() {
  const routes = recordRoutes({
    'GET /crm/crmCustomer/queryById': ok(row({ name: 'ACME' })),
    'GET /sys/dict/getDictItems/customer_level': ok([{ value: 'A', text: '重点客户', color: null }]),
    'GET /sys/changeLog/list': ok(entries),
  });
  renderScreen(<RecordViewPage source={customer} />, '/crm/crmCustomerView?id=r1', routes);
}

async function changeLines(): Promise<string[]> {
  fireEvent.click(await screen.findByTestId('view-tab-changeLog'));
  await screen.findByTestId('record-change-log');
  let lines: string[] = [];
  await waitFor(() => {
    lines = screen.getAllByTestId('change-log-change').map((line) => line.textContent ?? '');
    expect(lines.join('\n')).toContain('重点客户');
  });
  return lines;
}

beforeEach(() => setUpRecordTest());

describe('the change log shows values as the details screen does', () => {
  it('shows options by their labels, dates in the time zone, amounts in units, people by name, and empty alike', async () => {
    await applyLanguage('zh-CN');
    openLog();
    expect(await changeLines()).toEqual([
      '客户级别：（空） → 重点客户',
      '成交状态：未成交 → 已成交',
      '下次联系时间：（空） → 2026-03-05 14:30',
      '成交总金额：¥0 → ¥38.4万',
      '负责人：周杰 → 孙丽',
      '锁定状态：未锁定 → 已锁定',
      '锁定状态：（空） → 未锁定',
    ]);
  });

  it('reads the same values in English, with English units', async () => {
    await applyLanguage('en');
    openLog();
    const lines = await changeLines();
    expect(lines).toContain('Transaction status: No deal → Deal');
    expect(lines).toContain('Customer level: (empty) → 重点客户');
    expect(lines.find((line) => line.includes('¥'))).toMatch(/: ¥0 → ¥384K$/);
    expect(lines.find((line) => line.includes('Unlocked') && line.includes('Locked'))).toMatch(/: Unlocked → Locked$/);
    expect(lines.join('\n')).not.toMatch(/万|（空）| 0$| 1$/);
  });
});
