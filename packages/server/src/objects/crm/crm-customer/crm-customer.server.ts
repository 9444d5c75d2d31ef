import type { ObjectServer } from '../../../modules/records/object-registry.ts';

const DAY_MS = 86_400_000;

/**
 * A customer's deal fields follow its receipts (roll-ups declared on the definition: total deal
 * amount, first transaction date); from them, whether it is a deal customer and its transaction
 * cycle, the days from its creation to its first deal (spec section 3).
 */
export const customerServer: ObjectServer = {
  hooks: {
    afterRollup(record, values) {
      const amount = Number(values.dealAmount ?? record.dealAmount ?? 0);
      values.dealStatus = amount > 0 ? '1' : '0';
      const first = (values.firstDealTime ?? record.firstDealTime) as string | null | undefined;
      values.dealCycleDays = first ? Math.max(0, Math.round((Date.parse(first) - Date.parse(String(record.createTime))) / DAY_MS)) : null;
    },
  },
};
