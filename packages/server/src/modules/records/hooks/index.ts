import type { RecordHooks } from './types.ts';
import { followUpHooks } from './crm-record.ts';
import { leadHooks } from './crm-clue.ts';

/** Object-specific behaviour on the generic record path, by API name. */
const HOOKS: Readonly<Record<string, RecordHooks>> = {
  crmRecord: followUpHooks,
  crmClue: leadHooks,
};

export function hooksOf(apiName: string): RecordHooks {
  return HOOKS[apiName] ?? {};
}
