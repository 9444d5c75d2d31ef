import { registerObject } from '../modules/records/object-registry.ts';
import { leadServer } from './crm/crm-clue/crm-clue.server.ts';
import { followUpServer } from './crm/crm-record/crm-record.server.ts';

/**
 * Every object's server side, registered with the engine at start (buildApp): the one list a
 * new object with behaviour of its own adds a line to. The engine (modules/records) imports no
 * object; objects import the engine.
 */
export function registerObjects(): void {
  registerObject('crmRecord', followUpServer);
  registerObject('crmClue', leadServer);
}
