import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import type { NearbyCustomer } from '@crm/domain';
import { applyLanguage, i18n, loadTexts } from '../../lib/i18n.ts';
import { ok, type FakeRoute } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, setUpRecordTest } from '../../records/test/record-fixtures.tsx';
import { formatDistance } from './distance.ts';
import { NearbyCustomersPage } from './NearbyCustomersPage.tsx';

const HERE = { latitude: 39.9087, longitude: 116.3975, accuracy: 35 };

function customer(patch: Partial<NearbyCustomer>): NearbyCustomer {
  return {
    id: 'c1',
    name: '北京远航物流有限公司',
    address: '北京市东城区东长安街 1 号',
    lat: 39.913,
    lng: 116.3975,
    ownerId: 'u1',
    ownerName: '李销售',
    distance: 480,
    ...patch,
  };
}

const page = (records: NearbyCustomer[], total = records.length, current = 1, size = 20) =>
  ok({ records, total, size, current, pages: Math.ceil(total / size) });

type Answer = { ok: true } | { ok: false; code: 1 | 2 | 3 };

/** A phone whose position answers as told, one answer per request (the last repeats). */
function phone(...answers: Answer[]) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (answer.ok) success({ coords: HERE, timestamp: 0 } as unknown as GeolocationPosition);
    else failure?.({ code: answer.code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

const open = (routes: Record<string, FakeRoute> = {}) => renderScreen(<NearbyCustomersPage />, '/crm/nearbyCustomer', recordRoutes(routes));

beforeEach(() => {
  setUpRecordTest([...['list', 'view'].map((a) => ({ action: `crm:crmCustomer:${a}`, type: '1' })), { action: 'crm:nearbyCustomer:list', type: '1' }]);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('nearby customers', () => {
  it('asks for the customers around the phone, nearest first, with their distances; a tap opens one', async () => {
    phone({ ok: true });
    const { fake, current } = open({
      'GET /crm/crmCustomer/nearby': page([
        customer({}),
        customer({ id: 'c2', name: '杭州云帆电子商务有限公司', address: '', ownerName: null, distance: 1234 }),
      ]),
    });
    const cards = await screen.findAllByTestId('nearby-customer');
    expect(cards.map((card) => card.textContent)).toEqual([
      '北京远航物流有限公司北京市东城区东长安街 1 号负责人：李销售480 米',
      '杭州云帆电子商务有限公司1.2 公里',
    ]);
    expect(fake.find('GET /crm/crmCustomer/nearby')[0]!.params).toMatchObject({ lat: '39.9087', lng: '116.3975', radius: '5000', pageNo: '1', pageSize: '20' });
    expect(screen.getByTestId('nearby-summary').textContent).toBe('5 公里内 2 位客户 · 定位精度约 35 米');
    fireEvent.click(cards[1]!);
    await waitFor(() => expect(current()).toBe('/crm/crmCustomerView?id=c2'));
  });

  it('lists alone under a notice where the map’s tiles are off, never a blank', async () => {
    phone({ ok: true });
    open({ 'GET /crm/crmCustomer/nearby': page([customer({})]) });
    expect(await screen.findByTestId('nearby-map-unavailable')).toBeTruthy();
    expect(screen.getByText('地图加载不出来，先按列表显示附近客户')).toBeTruthy();
    expect(screen.queryByTestId('nearby-map')).toBeNull();
    expect(await screen.findAllByTestId('nearby-customer')).toHaveLength(1);
  });

  it('asks again with the radius chosen, and says when nobody is within it', async () => {
    phone({ ok: true });
    const { fake } = open({
      'GET /crm/crmCustomer/nearby': (call) => (call.params.radius === '1000' ? page([]) : page([customer({})])),
    });
    await screen.findAllByTestId('nearby-customer');
    const radii = screen.getAllByTestId('nearby-radius');
    expect(radii.map((r) => r.textContent)).toEqual(['1 公里', '3 公里', '5 公里', '10 公里']);
    expect(radii.map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'false', 'true', 'false']);
    fireEvent.click(radii[0]!);
    const empty = await screen.findByTestId('nearby-empty');
    expect(within(empty).getByText('1 公里内没有您可查看且标注了坐标的客户')).toBeTruthy();
    expect(fake.find('GET /crm/crmCustomer/nearby').map((call) => call.params.radius)).toEqual(['5000', '1000']);
  });

  it('says the position was refused, and finds the customers once it is allowed on a retry', async () => {
    const asked = phone({ ok: false, code: 1 }, { ok: true });
    const { fake } = open({ 'GET /crm/crmCustomer/nearby': page([customer({})]) });
    const failure = await screen.findByTestId('nearby-failure');
    expect(failure.getAttribute('data-reason')).toBe('denied');
    expect(within(failure).getByText('没有定位权限')).toBeTruthy();
    expect(fake.find('GET /crm/crmCustomer/nearby')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('nearby-retry'));
    expect(await screen.findAllByTestId('nearby-customer')).toHaveLength(1);
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('tells an unknown position from a refused one, and a browser without location from both', async () => {
    phone({ ok: false, code: 3 });
    open();
    expect((await screen.findByTestId('nearby-failure')).getAttribute('data-reason')).toBe('unavailable');
    expect(screen.getByText('暂时无法定位')).toBeTruthy();
    expect(screen.getByTestId('nearby-retry')).toBeTruthy();
  });

  it('says so where the browser has no location at all, with nothing to retry', async () => {
    open();
    expect((await screen.findByTestId('nearby-failure')).getAttribute('data-reason')).toBe('unsupported');
    expect(screen.queryByTestId('nearby-retry')).toBeNull();
  });
});

describe('a distance', () => {
  it('is whole metres under a kilometre, then kilometres to a tenth, and whole ones from ten', async () => {
    const zh = i18n.getFixedT('zh-CN') as TFunction;
    expect([0, 49.6, 999.4, 999.6, 1049, 1250, 9960, 12_345].map((m) => formatDistance(zh, 'zh-CN', m))).toEqual([
      '0 米',
      '50 米',
      '999 米',
      '1 公里',
      '1 公里',
      '1.3 公里',
      '10 公里',
      '12 公里',
    ]);
    await applyLanguage('en');
    await loadTexts(['records']);
    const en = i18n.getFixedT('en') as TFunction;
    expect([480, 1234].map((m) => formatDistance(en, 'en', m))).toEqual(['480 m', '1.2 km']);
    await applyLanguage('zh-CN');
  });
});
