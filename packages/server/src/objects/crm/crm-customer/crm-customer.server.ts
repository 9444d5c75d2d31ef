import type { ObjectServer } from '../../../modules/records/object-registry.ts';
import { nearbyCustomerRoutes } from './nearby-customers.ts';

const DAY_MS = 86_400_000;

/**
 * A customer's deal fields follow its receipts (roll-ups declared on the definition: total deal
 * amount, first transaction date); from them, whether it is a deal customer and its transaction
 * cycle, the days from its creation to its first deal (spec section 3). The customers near a
 * point (nearby-customers.ts) are found through an index of the address's coordinates.
 */
export const customerServer: ObjectServer = {
  routes: nearbyCustomerRoutes,
  hooks: {
    // The nearby customers' bounding box: the strips of longitudes it crosses, each over a range of
    // latitudes, then the longitudes and what the data scope asks in the index itself, so the
    // candidates are found without reading a row.
    indexes: [{ name: 'nearby', columns: ['address_strip', 'address_lat', 'address_lng', 'company_code', 'owner_id', 'depart_id', 'id'] }],
    afterRollup(record, values) {
      const amount = Number(values.dealAmount ?? record.dealAmount ?? 0);
      values.dealStatus = amount > 0 ? '1' : '0';
      const first = (values.firstDealTime ?? record.firstDealTime) as string | null | undefined;
      values.dealCycleDays = first ? Math.max(0, Math.round((Date.parse(first) - Date.parse(String(record.createTime))) / DAY_MS)) : null;
    },
  },
};
