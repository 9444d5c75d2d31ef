import type { DemoSeed } from '../../../seed/demo-records.ts';
import { computeRecord } from '../../../seed/demo-rollups.ts';
import { chinaDate, DAY_MS, iso, type DemoDraft } from '../../../seed/demo-world.ts';

const TITLES = ['年度采购合同', '软件许可及实施合同', '技术服务合同', '设备采购合同', '运维服务合同', '框架合作协议'];
const REMARKS = ['按合同约定分期付款', '含一年免费维保', '验收后支付尾款', null, null];

/**
 * Contracts: about half of the orders execute a contract signed a few days before them, for the
 * order's amount in its currency, made from the order's quote (and that quote's opportunity) or
 * from a won opportunity of the customer; the order and its receipts name it. A contract whose
 * order is paid in full is mostly completed. Some won opportunities of customers still to order have a
 * draft or newly executed contract. Owned by the customer's owner, who signed it, with the
 * customer's first contact as its signatory.
 */
export const crmContractSeed: DemoSeed = {
  entity: 'crmContract',
  count: 90,
  generate(world, count) {
    const { dice, now } = world;
    const won = world.made('crmChance').filter((chance) => chance.record.values.status === '2');
    const wonOf = (customerKey: string) => won.find((chance) => chance.record.links.customerId === customerKey);
    const contracts: { draft: DemoDraft; order?: DemoDraft }[] = [];
    const contract = (customer: DemoDraft, at: number, values: Record<string, unknown>, links: Record<string, string>, order?: DemoDraft) => {
      const key = `contract:${String(contracts.length + 1).padStart(4, '0')}`;
      const draft: DemoDraft = {
        record: {
          key,
          entity: 'crmContract',
          owner: customer.record.owner,
          createTime: iso(at),
          updateTime: iso(at),
          tags: [],
          values: {
            title: `${String(customer.record.values.name).slice(0, 40)}${dice.pick(TITLES)}`,
            signDate: chinaDate(at),
            ourSignerId: customer.record.owner,
            remark: dice.pick(REMARKS),
            ...values,
          } as DemoDraft['record']['values'],
          links: { customerId: customer.record.key, ...(customer.people[0] ? { customerSignerId: customer.people[0].key } : {}), ...links },
        },
        created: at,
        people: [],
      };
      contracts.push({ draft, ...(order ? { order } : {}) });
      world.add(draft);
      return key;
    };

    for (const order of world.made('crmOrder')) {
      if (contracts.length >= Math.floor(count * 0.8)) break;
      if (!dice.chance(0.5)) continue;
      const customer = world.draft(order.record.links.customerId!)!;
      const at = Math.max(customer.created + DAY_MS, order.created - dice.int(1, 10) * DAY_MS);
      if (at > order.created) continue;
      computeRecord(order.record);
      const quote = order.record.links.quoteId ? world.draft(order.record.links.quoteId) : undefined;
      const chanceKey = quote?.record.links.chanceId ?? wonOf(customer.record.key)?.record.key;
      const key = contract(
        customer,
        at,
        {
          status: '1',
          amount: Number(order.record.values.amount),
          startDate: order.record.values.startTime ?? chinaDate(order.created),
          endDate: order.record.values.expiryTime ?? chinaDate(order.created + 365 * DAY_MS),
          ...(order.record.values.currency ? { currency: order.record.values.currency } : {}),
        },
        { ...(quote ? { quoteId: quote.record.key } : {}), ...(chanceKey ? { chanceId: chanceKey } : {}) },
        order,
      );
      order.record.links.contractId = key;
    }
    // Won opportunities of customers not yet ordering: a contract being drafted or just signed.
    for (const chance of won) {
      if (contracts.length >= count) break;
      const customerKey = chance.record.links.customerId!;
      if (contracts.some(({ draft }) => draft.record.links.customerId === customerKey) || !dice.chance(0.6)) continue;
      const customer = world.draft(customerKey)!;
      const at = world.between(Math.max(chance.created, customer.created + DAY_MS), now);
      contract(
        customer,
        at,
        {
          status: dice.chance(0.6) ? '0' : '1',
          amount: Number(chance.record.values.amount),
          startDate: chinaDate(at + dice.int(3, 15) * DAY_MS),
          endDate: chinaDate(at + 365 * DAY_MS),
        },
        { chanceId: chance.record.key },
      );
    }

    // Receipts are paid under their order's contract.
    const byOrder = new Map(contracts.flatMap(({ draft, order }) => (order ? [[order.record.key, draft] as const] : [])));
    for (const receipt of world.made('crmReceive')) {
      const signed = byOrder.get(receipt.record.links.orderId ?? '');
      if (signed) receipt.record.links.contractId = signed.record.key;
    }

    // Once the roll-ups are known: a contract whose order is paid in full is mostly done.
    return () => {
      for (const { draft, order } of contracts) {
        const { amount, receivedAmount } = order?.record.values ?? {};
        if (!order || Number(amount) <= 0 || Number(receivedAmount ?? 0) < Number(amount) || !dice.chance(0.8)) continue;
        draft.record.values.status = '2';
        draft.record.updateTime = iso(Math.max(Date.parse(draft.record.updateTime), Date.parse(order.record.updateTime)));
      }
    };
  },
};
