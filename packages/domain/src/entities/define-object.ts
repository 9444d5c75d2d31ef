import {
  CURRENCY_DICT,
  CURRENCY_FIELD,
  EXCHANGE_RATE_FIELD,
  type EntityDef,
  type EntityFeatures,
  type FieldDef,
  type FieldOption,
  type LinesDef,
  type PhoneKind,
  type PresetScene,
  type RecordCurrency,
  type RelatedList,
  type RollupDef,
} from './types.ts';

/** What every field declaration may say, whatever its type. */
type FieldBase = Omit<
  FieldDef,
  | 'type'
  | 'dict'
  | 'options'
  | 'relation'
  | 'copies'
  | 'multiple'
  | 'autoNumber'
  | 'formula'
  | 'shows'
  | 'decimals'
  | 'maxCount'
  | 'accepts'
  | 'maxLength'
  | 'phoneKind'
  | 'lines'
  | 'rollup'
  | 'positive'
>;

/**
 * A field as an object declares it: a union keyed on `type`, so that what a type needs cannot
 * be left out (a relation's target, a dictionary's code or options, an auto-number's prefix, a
 * formula) and what belongs to another type cannot be given. The engine reads the wide
 * `FieldDef` every declaration is.
 */
export type FieldDeclaration =
  | (FieldBase & { type: 'text' | 'textarea' | 'email' | 'url' | 'richText'; maxLength?: number })
  | (FieldBase & { type: 'phone'; maxLength?: number; phoneKind?: PhoneKind })
  | (FieldBase & { type: 'number' | 'money' | 'percent'; decimals?: number; rollup?: RollupDef; shows?: never; positive?: boolean })
  | (FieldBase & { type: 'number'; shows: 'duration'; decimals?: 0 })
  | (FieldBase & { type: 'dict' | 'dictMulti'; dict: string; options?: never })
  | (FieldBase & { type: 'dict'; options: readonly FieldOption[]; dict?: never })
  | (FieldBase & { type: 'relation'; relation: string; copies?: Readonly<Record<string, string>>; multiple?: false })
  // Several records start nothing: there is no one record to copy from.
  | (FieldBase & { type: 'relation'; relation: string; multiple: true; copies?: never })
  | (FieldBase & { type: 'autoNumber'; autoNumber: { prefix: string; digits: number }; maxLength?: number })
  | (FieldBase & { type: 'formula'; formula: string; decimals?: number; shows?: 'money' | 'percent' })
  | (FieldBase & { type: 'images'; maxCount?: number })
  | (FieldBase & { type: 'files'; maxCount?: number; accepts?: 'video' })
  | (FieldBase & { type: 'date' | 'datetime'; rollup?: RollupDef })
  | (FieldBase & { type: 'lines'; lines: LinesDef })
  // Several people (`multiple`): a work report's recipients, a task's participants.
  | (FieldBase & { type: 'user'; multiple?: boolean })
  | (FieldBase & { type: 'department' | 'address' | 'boolean' | 'tags' });

/** An object as its folder declares it: the parts the engine can derive are optional. */
export interface ObjectDeclaration extends Omit<EntityDef, 'table' | 'label' | 'permissionPrefix' | 'fields' | 'relatedLists' | 'presetScenes' | 'features'> {
  fields: readonly FieldDeclaration[];
  /** Default: the snake_case of apiName (`crmCustomer` → `crm_customer`). */
  table?: string;
  /** Default: `entity.<apiName>.label`. */
  label?: string;
  /** Default: `<module>:<apiName>`. */
  permissionPrefix?: string;
  relatedLists?: readonly RelatedList[];
  presetScenes?: readonly PresetScene[];
  /** The features it has; the others are off. */
  features?: Partial<EntityFeatures>;
}

const NO_FEATURES: EntityFeatures = {
  owner: false,
  team: false,
  lock: false,
  audit: false,
  followUp: false,
  attachments: false,
  tags: false,
  bizTypes: false,
  comments: false,
};

/**
 * The names an object's module and API name give it unless it declares its own: its table, label
 * key and permission prefix. The client's light manifest (objects/manifest.ts) derives them too.
 */
export function conventionalNames(module: string, apiName: string): { table: string; label: string; permissionPrefix: string } {
  return { table: apiName.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), label: `entity.${apiName}.label`, permissionPrefix: `${module}:${apiName}` };
}

/**
 * The fields of a record in a currency, after the date whose rate it keeps: the currency (the
 * tenant's default when none is given, so not required) and the rate, kept by the server.
 */
function withCurrencyFields(fields: readonly FieldDef[], currency: RecordCurrency | undefined): readonly FieldDef[] {
  if (!currency) return fields;
  const at = fields.findIndex((field) => field.name === currency.date);
  if (at < 0) throw new Error(`the currency's date field ${currency.date} is not a field`);
  const added: FieldDef[] = [
    { name: CURRENCY_FIELD, type: 'dict', dict: CURRENCY_DICT, label: 'entity.currency.code', width: 'half' },
    {
      name: EXCHANGE_RATE_FIELD,
      type: 'number',
      decimals: 6,
      label: 'entity.currency.exchangeRate',
      editable: false,
      hideOnAdd: true,
      width: 'half',
      group: 'entity.group.amounts',
    },
  ];
  return [...fields.slice(0, at + 1), ...added, ...fields.slice(at + 1)];
}

/** The whole definition of an object from its declaration: the derivable parts filled in. */
export function defineObject(declaration: ObjectDeclaration): EntityDef {
  const { module, apiName } = declaration;
  const names = conventionalNames(module, apiName);
  return {
    ...declaration,
    table: declaration.table ?? names.table,
    label: declaration.label ?? names.label,
    permissionPrefix: declaration.permissionPrefix ?? names.permissionPrefix,
    fields: withCurrencyFields(declaration.fields, declaration.currency),
    relatedLists: declaration.relatedLists ?? [],
    presetScenes: declaration.presetScenes ?? [],
    features: { ...NO_FEATURES, ...declaration.features },
  };
}
