import { ALL_OBJECTS, entityOf, fieldValueSchema, isShown, PHONE_PATTERN } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { registerObjects } from '../objects/index.ts';
import { demoRecords } from './demo-records.ts';
import type { DemoRecord } from './demo-world.ts';
import { DEFAULT_DICTIONARIES } from './dictionaries.ts';

// The objects register their demo generators at start (buildApp); here, without the app.
registerObjects();

const NOW = Date.parse('2026-06-15T04:00:00Z');
const DAY_MS = 86_400_000;
/** Staff usernames of seed/demo.ts who own CRM records. */
const DEMO_STAFF = [
  'admin',
  'manager',
  'zhoujie',
  'sales',
  'zhaolei',
  'sunli',
  'wufang',
  'engineer',
  'zhenghao',
  'fengxue',
  'chenjing',
  'yangfan',
  'linna',
  'huanglei',
  // The warehouse keeper (issue 18).
  'cangguan',
  // The head office, held by the administrator (a company's sales targets).
  'headOffice',
];
/** Tag names of seed/demo.ts by table. */
const DEMO_TAGS: Record<string, string[]> = {
  crmCustomer: ['重要客户', '老客户', '潜在客户', '已流失', '内部'],
  crmClue: ['待跟进', '内部'],
  crmContacter: ['内部'],
  crmRecord: [],
};

const generated = demoRecords({ seed: 7, now: NOW });
const data = { customers: generated.crmCustomer!, contacts: generated.crmContacter!, clues: generated.crmClue!, records: generated.crmRecord! };
const all: DemoRecord[] = Object.values(generated).flat();
const byKey = new Map(all.map((record) => [record.key, record]));
const dictValues = new Map(DEFAULT_DICTIONARIES.map((dict) => [dict.code, new Set(dict.items.map((item) => item.value))]));

describe('demo CRM data', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(demoRecords({ seed: 7, now: NOW })).toEqual(generated);
    expect(demoRecords({ seed: 8, now: NOW }).crmCustomer!.map((c) => c.values.name)).not.toEqual(data.customers.map((c) => c.values.name));
  });

  it('has the default counts and honours smaller ones', () => {
    expect([data.customers.length, data.contacts.length, data.clues.length, data.records.length]).toEqual([400, 600, 300, 1000]);
    const small = demoRecords({ seed: 1, now: NOW, counts: { crmCustomer: 10, crmContacter: 5, crmClue: 4, crmRecord: 20 } });
    expect([small.crmCustomer!.length, small.crmContacter!.length, small.crmClue!.length, small.crmRecord!.length]).toEqual([10, 5, 4, 20]);
    expect(new Set(all.map((record) => record.key)).size).toBe(all.length);
  });

  it('gives every value a field of its object that accepts it, every required field and known dictionary values', () => {
    const problems: string[] = [];
    for (const record of all) {
      const entity = entityOf(record.entity);
      for (const [name, value] of Object.entries(record.values)) {
        const field = entity.fields.find((f) => f.name === name);
        if (!field) problems.push(`${record.key}: unknown field ${name}`);
        else if (!fieldValueSchema(field).safeParse(value).success) problems.push(`${record.key}: ${name}=${JSON.stringify(value)}`);
        else if (field.dict && value !== null && !dictValues.get(field.dict)?.has(String(value))) problems.push(`${record.key}: ${name} not in ${field.dict}`);
      }
      // A field shown only for some values of another (shownWhen) is required where it shows.
      for (const field of entity.fields.filter((f) => f.required && isShown(f, record.values))) {
        const given = record.values[field.name] ?? record.links[field.name];
        if (given === undefined || given === null || given === '') problems.push(`${record.key}: ${field.name} missing`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('links relation fields to generated records of the target object', () => {
    const problems: string[] = [];
    // Lines with keys of their own (a process's stages) are what an opportunity's stage names.
    const lineKeys = new Set(all.flatMap((record) => Object.values(record.lines ?? {}).flatMap((rows) => rows.flatMap((row) => (row.key ? [row.key] : [])))));
    for (const record of all) {
      const entity = entityOf(record.entity);
      for (const [name, key] of Object.entries(record.links)) {
        const field = entity.fields.find((f) => f.name === name);
        if (field?.type === 'text' && lineKeys.has(key)) continue;
        const target = byKey.get(key);
        const wanted = name === 'relatedId' ? record.values.relatedEntity : field?.type === 'relation' ? field.relation : undefined;
        if (!target || target.entity !== wanted) problems.push(`${record.key}: ${name} → ${key}`);
      }
      for (const [name, keys] of Object.entries(record.linkLists ?? {})) {
        const field = entity.fields.find((f) => f.name === name);
        if (!field?.multiple || keys.length === 0 || keys.some((key) => byKey.get(key)?.entity !== field.relation))
          problems.push(`${record.key}: ${name} → ${keys.join(',')}`);
      }
    }
    expect(problems).toEqual([]);
    expect(data.contacts.filter((c) => c.links.superiorId).length).toBeGreaterThan(50);
    expect(data.contacts.filter((c) => c.values.keyDecisionMaker === true).length).toBeGreaterThan(100);
    expect(data.customers.filter((c) => c.links.parentId).length).toBeGreaterThan(0);
  });

  it("keeps customer names unique, mobiles valid, owners demo staff and tags the tenant's", () => {
    const names = data.customers.map((c) => c.values.name);
    expect(new Set(names).size).toBe(names.length);
    const mobiles = [...data.contacts, ...data.clues].map((r) => r.values.mobile).filter((m) => m != null);
    expect(mobiles.length).toBeGreaterThan(800);
    expect(mobiles.filter((m) => !PHONE_PATTERN.test(String(m)))).toEqual([]);
    expect(all.filter((r) => r.owner !== null && !DEMO_STAFF.includes(r.owner)).map((r) => r.owner)).toEqual([]);
    expect(all.filter((r) => r.tags.some((tag) => !(DEMO_TAGS[r.entity] ?? []).includes(tag)))).toEqual([]);
    expect(data.customers.filter((c) => c.owner === 'sales').length).toBeGreaterThan(60);
  });

  it('has leads in every status, unassigned ones in the pool and converted ones pointing at their customer', () => {
    const statuses = new Set(data.clues.map((c) => c.values.status));
    expect([...statuses].sort()).toEqual(['0', '1', '2', '3', '4']);
    for (const clue of data.clues) {
      if (clue.values.status === '0') expect([clue.key, clue.owner, clue.links.poolId]).toEqual([clue.key, null, 'pool:clue']);
      if (clue.values.status === '3') {
        const customer = byKey.get(clue.links.customerId!)!;
        expect(customer.links.sourceClueId).toBe(clue.key);
        expect(customer.values.name).toBe(clue.values.name);
        expect(clue.values.convertTime).toBe(customer.createTime);
      }
    }
  });

  it('spreads times over the past year so the "not followed" scenes differ', () => {
    const times = all.map((r) => Date.parse(r.createTime));
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW);
    expect(all.every((r) => Date.parse(r.updateTime) >= Date.parse(r.createTime))).toBe(true);
    const ages = data.customers.map((c) => (c.values.lastFollowTime ? (NOW - Date.parse(String(c.values.lastFollowTime))) / DAY_MS : Infinity));
    const older = (days: number) => ages.filter((age) => age > days).length;
    expect(older(7)).toBeGreaterThan(older(15));
    expect(older(15)).toBeGreaterThan(older(30));
    expect(older(30)).toBeLessThan(data.customers.length);
    expect(ages.filter((age) => age === Infinity).length).toBeGreaterThan(0);
    expect(data.customers.filter((c) => Date.parse(c.createTime) < NOW - 180 * DAY_MS).length).toBeGreaterThan(100);
  });

  it('follows up where the last follow-up time says', () => {
    const latest = new Map<string, string>();
    for (const record of data.records) {
      const key = record.links.relatedId!;
      if ((latest.get(key) ?? '') < record.createTime) latest.set(key, record.createTime);
    }
    for (const record of [...data.customers, ...data.contacts, ...data.clues]) {
      expect([record.key, record.values.lastFollowTime]).toEqual([record.key, latest.get(record.key) ?? null]);
    }
    const lianke = data.customers.find((c) => c.values.name === '上海联科信息技术有限公司')!;
    expect(Math.floor((NOW - Date.parse(String(lianke.values.lastFollowTime))) / DAY_MS)).toBeGreaterThanOrEqual(7);
  });

  it('seeds every dictionary the registry uses', () => {
    const codes = ALL_OBJECTS.flatMap((entity) => entity.fields.flatMap((field) => (field.dict ? [field.dict] : [])));
    expect(codes.filter((code) => !dictValues.has(code))).toEqual([]);
    for (const dict of DEFAULT_DICTIONARIES) {
      const values = dict.items.map((item) => item.value);
      expect([dict.code, new Set(values).size]).toEqual([dict.code, values.length]);
      expect(dict.items.filter((item) => !item.text || !item.en || !item.zhTW)).toEqual([]);
    }
  });
});
