import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { feedback } from '../../lib/feedback.ts';
import { queryClient } from '../../lib/query-client.ts';
import { fail, ok, type FakeRoute } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../test/record-fixtures.tsx';
import { tableFieldsQuery, useEntityMeta } from './entity-meta.ts';

beforeEach(() => {
  setUpRecordTest();
  vi.restoreAllMocks();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
});

const seen: string[] = [];
function Probe() {
  const { meta, isLoading } = useEntityMeta({ kind: 'entity', apiName: 'crmCustomer' });
  const state = meta ? `meta:${meta.def.fields.length}` : isLoading ? 'loading' : 'none';
  if (seen.at(-1) !== state) seen.push(state);
  return <div data-testid="probe">{state}</div>;
}

describe('useEntityMeta', () => {
  it('keeps the registry fields while a failed custom-field load is retried, then adds the custom fields', async () => {
    seen.length = 0;
    let answer: FakeRoute = fail(500, 'database is down');
    let release: () => void = () => undefined;
    const routes = recordRoutes({
      'GET /system/sysTableMade/fields': () => {
        if (answer !== 'network-error' && typeof answer === 'object' && answer.status === 500) return answer;
        return new Promise((resolve) => {
          release = () => resolve(answer as never);
        });
      },
    });
    renderScreen(<Probe />, '/', routes);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toMatch(/^meta:/), { timeout: 4000 });
    const registryOnly = screen.getByTestId('probe').textContent;

    // The retry hangs until released: the metadata must stay meanwhile.
    answer = ok({ table: null, fields: [{ name: 'wechat', type: 'text', label: 'WeChat', custom: true }] });
    const refetch = queryClient.refetchQueries({ queryKey: tableFieldsQuery('crm_customer').queryKey });
    await waitFor(() => expect(queryClient.isFetching()).toBeGreaterThan(0));
    expect(screen.getByTestId('probe').textContent).toBe(registryOnly);
    release();
    await act(() => refetch);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).not.toBe(registryOnly));
    expect(seen.filter((s) => s === 'loading').length).toBeLessThanOrEqual(1);
    expect(seen.indexOf('loading')).toBeLessThan(1);
  });
});
