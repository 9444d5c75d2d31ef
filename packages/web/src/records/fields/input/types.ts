import type { FieldDef, SceneCondition } from '@crm/domain';

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
}
