import { expect, test } from '@playwright/test';
import { RECORD_API, translate, type Lang, type NearbyCustomer, type Page, type RecordRow } from '@crm/domain';
import { apiAs } from './support/api.ts';
import { loginAs } from './support/session.ts';

/**
 * Nearby customers (issue 14): a salesperson out in the field opens 附近客户 and finds their
 * customers around the phone, nearest first with each distance, within the radius they choose;
 * a colleague's customer next door is not theirs to see, and a tap opens the customer. The map's
 * tiles do not load here (no network), so the list shows alone under the notice.
 */

/** Where the phone stands: far from every demo customer, so the list holds only this spec's. */
const HERE = { latitude: 35.5, longitude: 96 };
/** Metres per degree of latitude on the sphere the server measures on: due north or south, its distance is exact. */
const METRES_PER_DEGREE = (Math.PI * 2 * 6_371_008.8) / 360;
const northOf = (metres: number) => ({ lat: HERE.latitude + metres / METRES_PER_DEGREE, lng: HERE.longitude });

/** The salesperson's customers, by distance (negative: south), and the figure the list shows. */
const MINE = [
  { name: '附近客户甲 350 米', metres: 350, shown: { unit: 'metres', value: '350' } },
  { name: '附近客户乙 2 公里', metres: -2000, shown: { unit: 'kilometres', value: '2' } },
  { name: '附近客户丙 4.5 公里', metres: 4500, shown: { unit: 'kilometres', value: '4.5' } },
  { name: '附近客户丁 8 公里', metres: -8000, shown: { unit: 'kilometres', value: '8' } },
] as const;
/** Another salesperson's (孙丽, another team, sharing nothing with 李销售), closer than any. */
const COLLEAGUES = { name: '同事的附近客户 100 米', metres: 100 };

const ids = new Map<string, string>();

test.use({ geolocation: { ...HERE, accuracy: 20 }, permissions: ['geolocation'] });

/**
 * Each user's customers of this spec, made through the API where they are not there yet: a retry
 * in a new worker runs this again on the same database, and must not double them.
 */
async function placeCustomers(username: string, customers: readonly { name: string; metres: number }[]): Promise<void> {
  const api = await apiAs(username);
  const there = await api.get<Page<NearbyCustomer>>(RECORD_API.nearbyCustomers, {
    lat: String(HERE.latitude),
    lng: String(HERE.longitude),
    radius: '10000',
    pageSize: '50',
  });
  for (const customer of customers) {
    const id =
      there.records.find((row) => row.name === customer.name)?.id ??
      (
        await api.post<RecordRow>(RECORD_API.add('crm', 'crmCustomer'), {
          name: customer.name,
          address: { text: `青海省海西州 ${customer.name}`, ...northOf(customer.metres) },
        })
      ).id;
    ids.set(customer.name, String(id));
  }
  await api.dispose();
}

test.beforeAll(async () => {
  await placeCustomers('sales', MINE);
  await placeCustomers('sunli', [COLLEAGUES]);
});

for (const lang of ['zh-CN', 'en'] as const satisfies readonly Lang[]) {
  test(`${lang}: a salesperson finds their customers around the phone, nearest first, within the radius chosen, and opens one`, async ({ page }) => {
    const distance = (shown: (typeof MINE)[number]['shown']) => translate(lang, `web.nearby.${shown.unit}`, { value: shown.value });
    const within = (count: number) => translate(lang, 'web.nearby.found', { radius: translate(lang, 'web.nearby.kilometres', { value: '5' }), count });
    // No tile server is reachable here; fail the tiles at once rather than wait for the time-out.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));

    await page.goto('/mobile/user/login');
    await loginAs(page, 'sales');
    await expect(page).toHaveURL(/\/mobile\/index$/);
    // The interface language is the device's choice (stored), not the account's.
    await page.evaluate((l) => localStorage.setItem('language', JSON.stringify(l)), lang);
    await page.goto('/mobile/crm/nearbyCustomer');
    await expect(page.getByTestId('nav-title')).toHaveText(translate(lang, 'common.menu.nearbyCustomer'));

    // Within 5 km (the default): the three nearest, in order, each with its distance; never the colleague's.
    const cards = page.getByTestId('nearby-customer');
    await expect(cards).toHaveCount(3);
    await expect(page.getByTestId('nearby-summary')).toContainText(within(3));
    await expect(page.getByTestId('nearby-map-unavailable')).toContainText(translate(lang, 'web.nearby.tilesUnavailable'));
    for (const [index, customer] of MINE.slice(0, 3).entries()) {
      await expect(cards.nth(index)).toContainText(customer.name);
      await expect(cards.nth(index).getByTestId('nearby-distance')).toHaveText(distance(customer.shown));
    }
    await expect(page.getByTestId('nearby-list')).not.toContainText(COLLEAGUES.name);

    // 1 km: the nearest alone; 10 km: all four.
    const radius = (metres: number) => page.locator(`[data-testid="nearby-radius"][data-radius="${metres}"]`);
    await radius(1000).click();
    await expect(radius(1000)).toHaveAttribute('aria-checked', 'true');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(MINE[0].name);
    await radius(10_000).click();
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(3)).toContainText(MINE[3].name);
    await expect(cards.nth(3).getByTestId('nearby-distance')).toHaveText(distance(MINE[3].shown));
    await expect(page.getByTestId('nearby-list')).not.toContainText(COLLEAGUES.name);

    // A tap opens the customer's detail.
    await cards.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/crm/crmCustomerView\\?id=${ids.get(MINE[1].name)}$`));
    await expect(page.getByTestId('record-view').getByTestId('record-title')).toHaveText(MINE[1].name);
  });
}
