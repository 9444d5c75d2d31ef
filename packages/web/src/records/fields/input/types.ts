import type { EntityDef, FieldDef, SceneCondition } from '@crm/domain';

export interface FieldInputProps {
  field: FieldDef;
  value: unknown;
  /** The whole form (formula inputs, and `<name>_dictText` companion texts of chosen ids). */
  values: Readonly<Record<string, unknown>>;
  /** The new value, and companion values to set beside it (e.g. the chosen record's title). */
  onChange(value: unknown, companions?: Record<string, unknown>): void;
  mode: 'add' | 'edit';
  /** The object's table (tags are per table). */
  tableName: string;
  placeholder: string;
  disabled?: boolean;
  /** Relation pickers: only records matching these conditions (e.g. contacts of the form's customer). */
  filters?: readonly SceneCondition[];
  /** The object whose record the form writes (a lines field asks its routes for new rows and shows its totals). */
  entity?: EntityDef;
  /** The form's messages, for inputs whose parts have their own (a lines field's rows: `<lines>.<row>.<field>`). */
  issues?: Readonly<Record<string, string>>;
  /** Keeps the form's messages in step as the value's parts change (a lines field's rows move, or a row's value changes). */
  onIssues?(update: (issues: Readonly<Record<string, string>>) => Record<string, string>): void;
}
