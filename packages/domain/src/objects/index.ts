import type { ObjectLocale } from '../entities/define-locale.ts';
import type { DictionaryDef, EntityDef } from '../entities/types.ts';
import { crmClueDictionaries } from './crm/crm-clue/crm-clue.dicts.ts';
import { crmClueLocale } from './crm/crm-clue/crm-clue.locale.ts';
import { crmClue } from './crm/crm-clue/crm-clue.object.ts';
import { crmContacterDictionaries } from './crm/crm-contacter/crm-contacter.dicts.ts';
import { crmContacterLocale } from './crm/crm-contacter/crm-contacter.locale.ts';
import { crmContacter } from './crm/crm-contacter/crm-contacter.object.ts';
import { crmCustomerDictionaries } from './crm/crm-customer/crm-customer.dicts.ts';
import { crmCustomerLocale } from './crm/crm-customer/crm-customer.locale.ts';
import { crmCustomer } from './crm/crm-customer/crm-customer.object.ts';
import { crmRecordDictionaries } from './crm/crm-record/crm-record.dicts.ts';
import { crmRecordLocale } from './crm/crm-record/crm-record.locale.ts';
import { crmRecord } from './crm/crm-record/crm-record.object.ts';

/*
 * The business objects: each is a folder (`<module>/<object>/`) and one line in each list below.
 * The engine (entities/) imports none of them.
 */

/**
 * Every business object the engine serves, loaded eagerly (ARCHITECTURE section 4): the server,
 * scripts and tests read it; the generic routes, tables, screens and the walk-through test pick a
 * new one up. The web client reads the light manifest instead (manifest.ts) and loads a
 * definition with its screens.
 */
export const ALL_OBJECTS: readonly EntityDef[] = [crmCustomer, crmContacter, crmClue, crmRecord];

export interface ObjectResources {
  /** Its labels, under `entity.<apiName>.` (i18n/index.ts assembles the trees). */
  locale: ObjectLocale;
  /** The tenant dictionaries it introduces (the tenant seed inserts them). */
  dictionaries?: readonly DictionaryDef[];
}

/**
 * What each object brings besides its definition, by API name: its labels in three languages and
 * the dictionaries it introduces, for the server (translate(), the tenant seed) and the tests.
 * A list apart from ALL_OBJECTS, which the client never carries either: the client takes one
 * language of the labels when a record screen opens
 * (i18n/<lang>/entity-texts.ts finds the locale files itself).
 */
export const OBJECT_RESOURCES = {
  crmCustomer: { locale: crmCustomerLocale, dictionaries: crmCustomerDictionaries },
  crmContacter: { locale: crmContacterLocale, dictionaries: crmContacterDictionaries },
  crmClue: { locale: crmClueLocale, dictionaries: crmClueDictionaries },
  crmRecord: { locale: crmRecordLocale, dictionaries: crmRecordDictionaries },
} satisfies Record<string, ObjectResources>;

/** Lead status values, for the conversion action and the pool (the engine reads the rest from metadata). */
export { CLUE_STATUS } from './crm/crm-clue/crm-clue.object.ts';

const byApiName = new Map(ALL_OBJECTS.map((e) => [e.apiName, e]));

export function findEntity(apiName: string): EntityDef | undefined {
  return byApiName.get(apiName);
}

export function entityOf(apiName: string): EntityDef {
  const entity = byApiName.get(apiName);
  if (!entity) throw new Error(`unknown business object ${apiName}`);
  return entity;
}

/** One object's labels in every language, by API name: what a per-object text namespace loads. */
export function objectLocale(apiName: string): ObjectLocale | undefined {
  return (OBJECT_RESOURCES as Record<string, ObjectResources>)[apiName]?.locale;
}

/** Every object's dictionaries, in the order of OBJECT_RESOURCES: what a new tenant starts with. */
export function objectDictionaries(): DictionaryDef[] {
  return Object.values(OBJECT_RESOURCES as Record<string, ObjectResources>).flatMap((resources) => resources.dictionaries ?? []);
}
