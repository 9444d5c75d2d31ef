import { DEMAND_STATUS, INQUIRY_STATUS, roundTo, SUPPLIER_STATUS } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, DAY_MS, iso, type DemoDraft, type DemoLine, type DemoWorld } from '../../../seed/demo-world.ts';

/** The demo's purchaser (seed/demo.ts): the warehouse keeper, who also buys. */
const PURCHASER = 'cangguan';

/** What the requirements' generator leaves to this one (srm-demand.seed.ts). */
interface DemandPlans {
  inquired: { demand: string; picked: boolean }[];
  bought: { demand: string; purchase: string }[];
}

/** Inquiries without a requirement: [title, product code (crm-product.seed.ts), quantity, days ago, closed]. */
const SURVEYS: readonly (readonly [string, string, number, number, boolean])[] = [
  ['耗材年度比价：热敏标签纸', 'CS-LBL-80', 2000, 4, false],
  ['防火墙替换预询价', 'HW-FW-NG1', 2, 70, true],
];

/** A requirement's or a survey's product asked, as the inquiry's and the quotes' lines hold it. */
interface Asked {
  product: DemoDraft;
  quantity: number;
}

interface Offer {
  supplier: DemoDraft;
  /** Unit price by product key. */
  prices: Map<string, number>;
}

/**
 * Who the demo asks for some products: the suppliers it bought them from first, then others it
 * buys from of the same kind (category) as those, or of any kind for products never bought.
 */
function suppliersFor(world: DemoWorld, asked: readonly Asked[], wanted: number): DemoDraft[] {
  const active = world.made('wmsSupplier').filter((supplier) => supplier.record.values.status === SUPPLIER_STATUS.active);
  const sold = new Map<string, Set<string>>();
  for (const purchase of world.made('wmsPurchase')) {
    for (const line of purchase.record.lines?.details ?? []) {
      const sellers = sold.get(line.links.productId!) ?? new Set<string>();
      sellers.add(purchase.record.links.supplierId!);
      sold.set(line.links.productId!, sellers);
    }
  }
  const trading = new Set([...sold.values()].flatMap((sellers) => [...sellers]));
  const known = active.filter((supplier) => asked.some(({ product }) => sold.get(product.record.key)?.has(supplier.record.key)));
  const kinds = new Set(known.map((supplier) => supplier.record.values.category));
  const others = active.filter(
    (supplier) =>
      !known.includes(supplier) && (trading.size === 0 || trading.has(supplier.record.key)) && (kinds.size === 0 || kinds.has(supplier.record.values.category)),
  );
  const chosen = [...known];
  while (chosen.length < wanted && others.length > 0) chosen.push(others.splice(world.dice.int(0, others.length - 1), 1)[0]!);
  return chosen.slice(0, wanted);
}

/** A supplier's prices around what the products cost the company. */
function offerOf(world: DemoWorld, supplier: DemoDraft, asked: readonly Asked[]): Offer {
  const prices = new Map(
    asked.map(({ product }) => [product.record.key, Math.round(Number(product.record.values.costPrice) * (0.92 + world.dice.int(0, 20) / 100))]),
  );
  return { supplier, prices };
}

const totalOf = (offer: Offer, asked: readonly Asked[]) =>
  roundTo(
    asked.reduce((sum, { product, quantity }) => sum + quantity * offer.prices.get(product.record.key)!, 0),
    2,
  );

function quoteLines(world: DemoWorld, offers: readonly Offer[], asked: readonly Asked[], at: number, picked: Offer | undefined): DemoLine[] {
  return offers.flatMap((offer) => {
    const deliveryDays = world.dice.int(3, 15);
    return asked.map(({ product, quantity }) => ({
      values: {
        supplierName: offer.supplier.record.values.name!,
        price: offer.prices.get(product.record.key)!,
        quantity,
        deliveryDays,
        validUntil: chinaDate(at + 30 * DAY_MS),
        picked: offer === picked,
        remark: null,
      },
      links: { supplierId: offer.supplier.record.key, productId: product.record.key },
    }));
  });
}

const askedLines = (asked: readonly Asked[]): DemoLine[] =>
  asked.map(({ product, quantity }) => ({
    values: { productName: product.record.values.name!, unit: product.record.values.unit!, quantity, remark: null },
    links: { productId: product.record.key },
  }));

/** What a requirement asks for, as its lines hold it. */
function askedOf(world: DemoWorld, demand: DemoDraft): Asked[] {
  return (demand.record.lines?.details ?? []).flatMap((line) => {
    const product = world.draft(line.links.productId!);
    return product ? [{ product, quantity: Number(line.values.quantity) }] : [];
  });
}

interface Inquiry {
  title: string;
  asked: Asked[];
  at: number;
  status: string;
  offers: Offer[];
  picked?: Offer;
  demand?: DemoDraft;
  purchase?: string;
}

/**
 * Inquiries the demo's purchaser made: for each requirement being inquired about (quotes still
 * coming in, or the cheapest picked), for each replenishment a purchase order bought (the order's
 * supplier picked at the order's prices, beside dearer quotes), and a couple of price surveys
 * without a requirement. The requirements inquired about move to inquiring. Only with suppliers
 * to ask: without them the demo has requirements only.
 */
export const srmInquirySeed: DemoSeed = {
  entity: 'srmInquiry',
  count: 10,
  generate(world, count) {
    if (world.made('wmsSupplier').length === 0) return;
    const { dice } = world;
    const plans = world.helper<DemandPlans>('srmDemandPlans');
    const inquiries: Inquiry[] = [];
    for (const { demand: key, purchase: purchaseKey } of plans.bought) {
      const demand = world.draft(key)!;
      const purchase = world.draft(purchaseKey)!;
      const asked = askedOf(world, demand);
      const seller = world.draft(purchase.record.links.supplierId!)!;
      const bought: Offer = {
        supplier: seller,
        prices: new Map((purchase.record.lines?.details ?? []).map((line) => [line.links.productId!, Number(line.values.price)])),
      };
      const rivals = suppliersFor(world, asked, 3)
        .filter((supplier) => supplier !== seller)
        .slice(0, 2)
        .map((supplier) => offerOf(world, supplier, asked));
      // The others asked more: the order went to the cheapest.
      for (const rival of rivals)
        for (const [product, price] of bought.prices) rival.prices.set(product, Math.max(rival.prices.get(product)!, Math.ceil(price * 1.03)));
      const at = Math.max(demand.created + DAY_MS, purchase.created - dice.int(2, 6) * DAY_MS);
      inquiries.push({
        title: String(demand.record.values.title),
        asked,
        at,
        status: INQUIRY_STATUS.ordered,
        offers: [bought, ...rivals],
        picked: bought,
        demand,
        purchase: purchaseKey,
      });
    }
    for (const { demand: key, picked } of plans.inquired) {
      const demand = world.draft(key)!;
      const asked = askedOf(world, demand);
      const offers = suppliersFor(world, asked, 3).map((supplier) => offerOf(world, supplier, asked));
      // Still quoting: not everyone asked has answered.
      const answered = picked ? offers : offers.slice(0, Math.max(1, offers.length - 1));
      const cheapest = [...answered].sort((a, b) => totalOf(a, asked) - totalOf(b, asked))[0];
      const at = Math.min(world.now, demand.created + dice.int(1, 2) * DAY_MS);
      inquiries.push({
        title: String(demand.record.values.title),
        asked,
        at,
        status: picked ? INQUIRY_STATUS.decided : INQUIRY_STATUS.quoting,
        offers: answered,
        ...(picked ? { picked: cheapest } : {}),
        demand,
      });
    }
    for (const [title, code, quantity, daysAgo, closed] of SURVEYS) {
      const product = world.made('crmProduct').find((draft) => draft.record.values.code === code);
      if (!product) continue;
      const asked = [{ product, quantity }];
      const offers = suppliersFor(world, asked, closed ? 1 : 3).map((supplier) => offerOf(world, supplier, asked));
      inquiries.push({ title, asked, at: world.daysAgo(daysAgo), status: closed ? INQUIRY_STATUS.closed : INQUIRY_STATUS.quoting, offers });
    }
    inquiries
      .sort((a, b) => a.at - b.at)
      .slice(0, count)
      .forEach((inquiry, index) => {
        const { asked, at, picked } = inquiry;
        world.add({
          record: {
            key: `inquiry:${String(index + 1).padStart(3, '0')}`,
            entity: 'srmInquiry',
            owner: PURCHASER,
            createTime: iso(at),
            updateTime: iso(at),
            tags: [],
            values: {
              title: inquiry.title,
              status: inquiry.status,
              deadline: chinaDate(at + (inquiry.purchase ? 2 : 7) * DAY_MS),
              pickedAmount: picked ? totalOf(picked, asked) : null,
              remark: null,
            },
            links: {
              ...(inquiry.demand ? { demandId: inquiry.demand.record.key } : {}),
              ...(picked ? { supplierId: picked.supplier.record.key } : {}),
              ...(inquiry.purchase ? { purchaseId: inquiry.purchase } : {}),
            },
            lines: { details: askedLines(asked), quotes: quoteLines(world, inquiry.offers, asked, at, picked) },
          },
          created: at,
          people: [],
        });
        // Asking suppliers about a requirement is inquiring for it (a bought one stays ordered).
        const { demand } = inquiry;
        if (demand && demand.record.values.status === DEMAND_STATUS.open) {
          demand.record.values.status = DEMAND_STATUS.inquiring;
          demand.record.updateTime = iso(Math.max(at, Date.parse(demand.record.updateTime)));
        }
      });
  },
};
