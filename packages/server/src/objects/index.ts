import { registerDemoSeed } from '../seed/demo-records.ts';
import { crmClueSeed } from './crm/crm-clue/crm-clue.seed.ts';
import { crmContacterSeed } from './crm/crm-contacter/crm-contacter.seed.ts';
import { crmCustomerSeed } from './crm/crm-customer/crm-customer.seed.ts';
import { crmRecordSeed } from './crm/crm-record/crm-record.seed.ts';
import { registerHooks } from '../modules/records/record-hooks.ts';
import { leadHooks } from './crm/crm-clue.server.ts';
import { followUpHooks } from './crm/crm-record.server.ts';

/**
 * Every object's server side, registered with the engine at start (buildApp): the one list a
 * new object with behaviour or demo data of its own adds a line to. The engine (modules/records,
 * seed/) imports no object; objects import the engine.
 */
export function registerObjects(): void {
  registerHooks('crmRecord', followUpHooks);
  registerHooks('crmClue', leadHooks);
  // Demo data generators, each after the objects it builds on (one random stream runs through them).
  registerDemoSeed(crmCustomerSeed);
  registerDemoSeed(crmContacterSeed);
  registerDemoSeed(crmClueSeed);
  registerDemoSeed(crmRecordSeed);
}
