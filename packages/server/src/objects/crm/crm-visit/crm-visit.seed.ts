import { measureSignIn, pointOf, TENANT_SETTINGS, VISIT_STATUS, type AddressValue, type GeoPoint } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { DAY_MS, iso, type CompanyDraft, type DemoDraft, type DemoRecord, type DemoValue } from '../../../seed/demo-world.ts';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Metres per degree of latitude (and of longitude at the equator). */
const METRES_PER_DEGREE = 111_320;

/** visit_purpose values and their weights. */
const PURPOSES: readonly (readonly [string, number])[] = [
  ['1', 12],
  ['2', 25],
  ['3', 18],
  ['4', 20],
  ['5', 12],
  ['6', 10],
  ['7', 3],
];
const REMARKS = ['带上新版产品手册', '提前电话确认对方是否在公司', '准备报价方案的打印版', '约了技术负责人一起参加', '顺路送合同原件'];
const TERMINATE_REASONS = ['客户临时有会议，改期再约', '对方负责人出差，本周无法见面', '客户表示暂时不需要上门，先电话沟通', '天气原因取消行程'];
/** How the demo's visits fall: ended (each a follow-up of type "visit" already made), signed in and not yet ended, terminated, planned ahead. */
const SHARES = { ended: 0.42, signed: 0.12, terminated: 0.12 };

/** A point `metres` from `from` in a random direction. */
function offset(from: GeoPoint, metres: number, bearing: number): GeoPoint {
  const lat = from.lat + (metres * Math.cos(bearing)) / METRES_PER_DEGREE;
  const lng = from.lng + (metres * Math.sin(bearing)) / (METRES_PER_DEGREE * Math.cos((from.lat * Math.PI) / 180));
  return { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) };
}

/**
 * Visits of the demo's salespeople to their customers: those that ended, each the visit behind one
 * of the follow-ups "上门拜访" the follow-up generator made (the follow-up is its summary), signed
 * in near the customer an hour or two before; a few signed in today and yesterday and not yet
 * ended (the check-in map's day); some terminated; the rest planned for the coming days. About one
 * sign-in in six is far from the customer (beyond the default threshold), recorded as such.
 */
export const crmVisitSeed: DemoSeed = {
  entity: 'crmVisit',
  count: 120,
  generate(world, count) {
    const { dice, now } = world;
    const farMeters = TENANT_SETTINGS.visitFarMeters.default;
    const located = (draft: DemoDraft | undefined): draft is CompanyDraft =>
      draft?.city !== undefined && draft.record.owner !== null && pointOf(draft.record.values.address as AddressValue | null) !== null;
    const customers = world.companies('crmCustomer').filter(located);
    if (customers.length === 0) return;
    let made = 0;

    /**
     * Whom a visit meets: `contact` and, at every third visit, a colleague of theirs where the
     * customer has one, chosen without a draw so that the random stream, and every visit after, stays as it was.
     */
    const contactsMet = (customer: CompanyDraft, contact: string | undefined): string[] => {
      if (!contact) return [];
      const colleagues = customer.people.filter((person) => person.key !== contact);
      return made % 3 === 0 && colleagues.length > 0 ? [contact, colleagues[made % colleagues.length]!.key] : [contact];
    };

    const visit = (
      customer: CompanyDraft,
      owner: string,
      madeAt: number,
      values: Record<string, DemoValue>,
      links: Record<string, string> = {},
      met?: string,
    ) => {
      made += 1;
      // Planned once the customer was there, and never after the visit's first event.
      const created = Math.min(Math.max(customer.created, madeAt), now);
      const contacts = contactsMet(customer, met ?? (customer.people.length > 0 && dice.chance(0.7) ? dice.pick(customer.people).key : undefined));
      const record: DemoRecord = {
        key: `visit:${String(made).padStart(4, '0')}`,
        entity: 'crmVisit',
        owner,
        createTime: iso(created),
        updateTime: iso(Math.max(created, ...['signTime', 'endTime', 'terminateTime'].map((name) => (values[name] ? Date.parse(String(values[name])) : 0)))),
        tags: [],
        values: {
          customerName: String(customer.record.values.name),
          purpose: dice.weighted(PURPOSES),
          remark: dice.chance(0.3) ? dice.pick(REMARKS) : null,
          ...values,
        },
        links: { customerId: customer.record.key, ...links },
        ...(contacts.length > 0 ? { linkLists: { contacterIds: contacts } } : {}),
      };
      world.add({ record, created, people: [] });
    };

    /** Where and how far the visitor signed in at `at`: mostly at the customer, now and then far from it. */
    const signIn = (customer: CompanyDraft, at: number): Record<string, DemoValue> => {
      const address = customer.record.values.address as AddressValue;
      const point = pointOf(address)!;
      const far = dice.chance(0.16);
      const place = offset(point, far ? dice.int(farMeters + 300, 6000) : dice.int(15, 320), dice.random() * 2 * Math.PI);
      // Measured as the server measures: beyond the threshold is far, never on site.
      const measured = measureSignIn(place, point, farMeters);
      return {
        signTime: iso(at),
        signLocation: { text: far ? world.address(customer.city).text : address.text, lat: place.lat, lng: place.lng },
        signDistance: measured.distance,
        signState: measured.state,
      };
    };

    // Ended: the recent follow-ups of type "visit" on located customers, by the customers' owners
    // (a visit is in its owner's company and scope, as its customer is).
    const visitFollowUps = world
      .made('crmRecord')
      .filter((draft) => draft.record.values.type === '2' && draft.record.values.relatedEntity === 'crmCustomer' && draft.created > now - 180 * DAY_MS)
      .filter((draft) => {
        const customer = world.draft(draft.record.links.relatedId!);
        return located(customer) && customer.record.owner === draft.record.owner;
      })
      .sort((a, b) => b.created - a.created);
    for (const followUp of visitFollowUps.slice(0, Math.round(count * SHARES.ended))) {
      const customer = world.draft(followUp.record.links.relatedId!) as CompanyDraft;
      const ended = followUp.created;
      const signed = ended - dice.int(30, 150) * MINUTE_MS;
      const planned = signed - dice.int(0, 20) * MINUTE_MS;
      visit(
        customer,
        followUp.record.owner!,
        planned - dice.int(1, 5) * DAY_MS,
        {
          planStartTime: iso(planned),
          planEndTime: iso(planned + 2 * HOUR_MS),
          status: VISIT_STATUS.ended,
          ...signIn(customer, signed),
          endTime: iso(ended),
          summary: String(followUp.record.values.content),
          nextContactTime: followUp.record.values.nextContactTime ?? null,
        },
        { followUpId: followUp.record.key },
        followUp.record.links.contactId,
      );
    }

    // Signed in and not yet ended: half today in office hours so far (the check-in map opens on today), half yesterday.
    const signedTarget = made + Math.round(count * SHARES.signed);
    while (made < signedTarget) {
      const customer = dice.pick(customers);
      const signed = world.daysAgo(made % 2 === 0 ? 0 : 1);
      const planned = signed - dice.int(0, 30) * MINUTE_MS;
      visit(customer, customer.record.owner!, planned - dice.int(1, 3) * DAY_MS, {
        planStartTime: iso(planned),
        planEndTime: iso(planned + HOUR_MS),
        status: VISIT_STATUS.planned,
        ...signIn(customer, signed),
      });
    }

    // Terminated: plans of the past weeks that did not happen.
    const terminatedTarget = made + Math.round(count * SHARES.terminated);
    while (made < terminatedTarget) {
      const customer = dice.pick(customers);
      const planned = world.daysAgo(dice.int(1, 40));
      const terminated = planned - dice.int(1, 20) * HOUR_MS;
      visit(customer, customer.record.owner!, terminated - dice.int(1, 5) * DAY_MS, {
        planStartTime: iso(planned),
        planEndTime: iso(planned + HOUR_MS),
        status: VISIT_STATUS.terminated,
        terminateTime: iso(terminated),
        terminateReason: dice.pick(TERMINATE_REASONS),
      });
    }

    // Planned for the coming ten days; the furthest ahead is the demo salesperson's (the list's first card).
    const salesCustomers = customers.filter((customer) => customer.record.owner === 'sales');
    let first = true;
    while (made < count) {
      const customer = first && salesCustomers.length > 0 ? dice.pick(salesCustomers) : dice.pick(customers);
      const planned = world.daysAgo(first ? -10 : -dice.int(1, 9));
      first = false;
      visit(customer, customer.record.owner!, now - dice.int(0, 3 * 24) * HOUR_MS, {
        planStartTime: iso(planned),
        planEndTime: dice.chance(0.7) ? iso(planned + dice.int(1, 3) * HOUR_MS) : null,
        status: VISIT_STATUS.planned,
      });
    }
  },
};
