import { registerHooks } from '../modules/records/record-hooks.ts';
import { leadHooks } from './crm/crm-clue.server.ts';
import { followUpHooks } from './crm/crm-record.server.ts';

/**
 * Every object's server side, registered with the engine at start (buildApp): the one list a
 * new object with behaviour of its own adds a line to. The engine (modules/records) imports no
 * object; objects import the engine.
 */
export function registerObjects(): void {
  registerHooks('crmRecord', followUpHooks);
  registerHooks('crmClue', leadHooks);
}
