import { DELIVER_STATUS, type AddressValue } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, DAY_MS, DemoWorld, iso, type DemoDraft } from '../../../seed/demo-world.ts';

/*
 * The demo's deliveries: the shipment of each sales order whose delivery issued goods from a
 * warehouse (its stock-out), to its contact at the customer's address, by a carrier: signed for
 * when it went out days ago, on its way when it went out lately, waiting for the courier when it
 * went out today. Made as the orders' settling step delivers each order. They draw on a random
 * stream of their own, so the data of everything before stays as it was.
 */

const KEEPER = 'cangguan';
const HOUR_MS = 3_600_000;

/** [carrier (logistics_company), tracking number prefix, digits]; the company's own fleet has none. */
const CARRIERS: readonly (readonly [string, string, number])[] = [
  ['SF', 'SF', 13],
  ['SF', 'SF', 13],
  ['JD', 'JDVA', 11],
  ['ZTO', '7', 13],
  ['YTO', 'YT', 13],
  ['EMS', 'E', 12],
  ['DBL', 'DPK', 12],
  ['OWN', '', 0],
];

/** An order's delivery, as the stock-outs' generator offers it to the orders' settling step. */
type Delivered = (order: DemoDraft, at: number) => void;

export const wmsDeliverSeed: DemoSeed = {
  entity: 'wmsDeliver',
  count: 80,
  generate(world, count) {
    const { now } = world;
    const { dice } = new DemoWorld({ seed: 18_0401, now });
    const delivered = world.offered<Delivered>('orderDelivered');
    if (!delivered) return;
    const digits = (n: number) => Array.from({ length: n }, () => dice.int(0, 9)).join('');
    world.offer('orderDelivered', (order: DemoDraft, at: number) => {
      const before = world.made('wmsOuter').length;
      delivered(order, at);
      const outer = world
        .made('wmsOuter')
        .slice(before)
        .find((draft) => draft.record.links.orderId === order.record.key);
      if (!outer || world.made('wmsDeliver').length >= count) return;
      const customer = world.draft(order.record.links.customerId!);
      const contact = order.record.links.contacterId ? world.draft(order.record.links.contacterId) : undefined;
      const address = customer?.record.values.address as AddressValue | null | undefined;
      const receiver = contact?.record.values.name;
      const phone = contact?.record.values.mobile ?? customer?.record.values.phone;
      if (!address || typeof receiver !== 'string' || typeof phone !== 'string') return;

      const [carrier, prefix, length] = dice.pick(CARRIERS);
      const shipAt = at + dice.int(1, 6) * HOUR_MS;
      const signAt = shipAt + dice.int(1, 3) * DAY_MS + dice.int(0, 8) * HOUR_MS;
      // Waiting for the courier, on its way, or signed for, by when it went out.
      const status = shipAt > now ? DELIVER_STATUS.toShip : signAt > now ? DELIVER_STATUS.shipped : DELIVER_STATUS.signed;
      const shipped = status !== DELIVER_STATUS.toShip;
      world.add({
        record: {
          key: `deliver:${world.made('wmsDeliver').length + 1}`,
          entity: 'wmsDeliver',
          owner: KEEPER,
          createTime: iso(at),
          updateTime: iso(status === DELIVER_STATUS.signed ? signAt : shipped ? shipAt : at),
          tags: [],
          values: {
            status,
            receiver,
            receiverPhone: phone,
            address,
            shipDate: chinaDate(at),
            carrier: shipped ? carrier : null,
            trackingNo: shipped && length > 0 ? `${prefix}${digits(length)}` : null,
            shipTime: shipped ? iso(shipAt) : null,
            signTime: status === DELIVER_STATUS.signed ? iso(signAt) : null,
            remark: shipped && carrier === 'OWN' ? '公司车辆直送' : null,
          },
          links: {
            orderId: order.record.key,
            outerId: outer.record.key,
            customerId: order.record.links.customerId!,
            ...(contact ? { contacterId: contact.record.key } : {}),
          },
        },
        created: at,
        people: [],
      });
    });
  },
};
