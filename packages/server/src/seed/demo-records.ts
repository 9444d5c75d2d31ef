import { settleAudits } from './demo-audits.ts';
import { settleCurrencies } from './demo-currencies.ts';
import { settleRollups } from './demo-rollups.ts';
import { DemoWorld, type DemoRecord } from './demo-world.ts';

/**
 * One object's demo generator (src/objects/<module>/<object>/<object>.seed.ts), registered by
 * src/objects/index.ts: the seed engine imports no object.
 */
export interface DemoSeed {
  /** The object whose records it makes. */
  entity: string;
  /** How many it makes for the demo tenant. */
  count: number;
  /**
   * Makes `count` records into `world`, reading what the objects registered before it made. May
   * return a step to run once every object has made its records: those steps run in reverse
   * order of registration, so an object settles after every object built on it has (follow-ups
   * set their subjects' last follow-up before customers are tagged). One random stream runs
   * through all of it, so the order is part of the data. Values the engine keeps (line formulas,
   * roll-ups, formulas, what an object derives from its roll-ups) are computed from the records
   * once every object has made its own (demo-rollups.ts), before the settling steps: a generator
   * gives lines and source records, never totals.
   */
  generate(world: DemoWorld, count: number): (() => void) | void;
}

const registered = new Map<string, DemoSeed>();

/** Registers an object's demo generator; objects register in the order they build on each other. */
export function registerDemoSeed(seed: DemoSeed): void {
  registered.set(seed.entity, seed);
}

export interface DemoRecordsOptions {
  seed?: number;
  /** Records per object API name, in place of each generator's count. */
  counts?: Readonly<Record<string, number>>;
  /** The instant the data is relative to (epoch ms); defaults to the current time. */
  now?: number;
}

/** Each registered object's demo records by API name, in the order of registration. */
export type DemoRecords = Record<string, DemoRecord[]>;

/**
 * Realistic demo records for the demo tenant (seed/demo.ts) from every registered generator: the
 * same options give the same data.
 */
export function demoRecords(options: DemoRecordsOptions = {}): DemoRecords {
  const world = new DemoWorld({ seed: options.seed ?? 20_260_101, now: options.now ?? Date.now() });
  const seeds = [...registered.values()];
  const settles = seeds.map((seed) => seed.generate(world, options.counts?.[seed.entity] ?? seed.count));
  const records = (): DemoRecords => Object.fromEntries(seeds.map((seed) => [seed.entity, world.made(seed.entity).map((draft) => draft.record)]));
  // The values the engine keeps (line amounts, totals, roll-ups, what follows them) before the
  // settling steps, which read them (a customer with a first deal long ago is tagged an old one).
  settleCurrencies(records(), world.now);
  settleAudits(records(), world.now);
  settleRollups(records(), world.now);
  for (const settle of settles.reverse()) settle?.();
  return records();
}
