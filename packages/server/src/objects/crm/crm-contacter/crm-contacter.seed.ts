import type { DemoSeed } from '../../../seed/demo-records.ts';
import { DAY_MS, iso, type DemoRecord } from '../../../seed/demo-world.ts';

/**
 * Positions: [job, contact_persona value, chance of being a key decision maker]. The first
 * contact of a customer takes a top position; the others report to them or stand alone.
 */
const TOP_JOBS: readonly (readonly [string, string, number])[] = [
  ['总经理', '1', 0.95],
  ['董事长', '1', 0.9],
  ['副总经理', '1', 0.8],
  ['总裁', '1', 0.9],
];
const OTHER_JOBS: readonly (readonly [string, string, number])[] = [
  ['技术总监', '2', 0.4],
  ['财务总监', '2', 0.35],
  ['采购经理', '4', 0.2],
  ['采购专员', '4', 0],
  ['IT经理', '2', 0.15],
  ['项目经理', '2', 0.1],
  ['行政主管', '4', 0],
  ['工程师', '3', 0],
  ['运营主管', '3', 0.05],
  ['销售经理', '3', 0],
  ['总经理助理', '4', 0],
  ['人力资源经理', '5', 0.05],
];
/** contact_recognition weights for decision makers and for everyone else. */
const RECOGNITION_TOP: readonly (readonly [string, number])[] = [
  ['1', 15],
  ['2', 35],
  ['3', 35],
  ['4', 10],
  ['5', 5],
];
const RECOGNITION_OTHER: readonly (readonly [string, number])[] = [
  ['1', 20],
  ['2', 35],
  ['3', 30],
  ['4', 10],
  ['5', 5],
];

/** The demo tenant's contacts: one per customer first, the rest at larger customers (customers are made before). */
export const crmContacterSeed: DemoSeed = {
  entity: 'crmContacter',
  count: 600,
  generate(world, count) {
    const { dice, now } = world;
    const customers = world.companies('crmCustomer');
    for (let i = 0; i < count; i += 1) {
      const customer =
        i < customers.length
          ? customers[i]!
          : customers[dice.chance(0.5) ? dice.int(0, Math.min(customers.length, 80) - 1) : dice.int(0, customers.length - 1)]!;
      if (!customer) break;
      const top = customer.people.length === 0;
      const [job, persona, decisionChance] = dice.pick(top ? TOP_JOBS : OTHER_JOBS);
      const who = world.person();
      const created = Math.min(now, customer.created + dice.int(0, 30) * DAY_MS);
      const title = dice.chance(0.06) ? '3' : who.female ? '2' : '1';
      const record: DemoRecord = {
        key: `contact:${String(i + 1).padStart(4, '0')}`,
        entity: 'crmContacter',
        owner: customer.record.owner ?? world.seller(customer.city),
        createTime: iso(created),
        updateTime: iso(created),
        tags: [],
        values: {
          name: who.name,
          title,
          mobile: world.mobile(),
          landline: dice.chance(0.5) ? `${String(customer.record.values.phone)}-${dice.int(800, 8999)}` : null,
          email: `${who.pinyin}@${customer.domain}`,
          job,
          persona,
          recognitionLevel: dice.weighted(persona === '1' ? RECOGNITION_TOP : RECOGNITION_OTHER),
          keyDecisionMaker: dice.chance(decisionChance),
          birthday: dice.chance(0.4) ? `${dice.int(1965, 1998)}-${String(dice.int(1, 12)).padStart(2, '0')}-${String(dice.int(1, 28)).padStart(2, '0')}` : null,
          address: dice.chance(0.3) ? world.address(customer.city) : null,
          remark: null,
        },
        links: { customerId: customer.record.key },
      };
      if (!top && dice.chance(0.6)) record.links.superiorId = customer.people[0]!.key;
      customer.people.push(record);
      world.add({ record, created, person: who, people: [], followUntil: now });
    }
  },
};
