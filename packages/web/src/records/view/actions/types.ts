import type { TFunction } from 'i18next';
import type { NavigateFunction } from 'react-router';
import type { RecordRow } from '@crm/domain';
import type { EntityMeta } from '../../meta/entity-meta.ts';

/** A button of the detail screen's action bar. */
export interface RecordAction {
  key: string;
  text: string;
  /** Permission code the directive checks (`<prefix>:<action>`). */
  permission: string;
  /** Also needs the record's `_access.canEdit` (and the record unlocked). */
  needsEdit?: boolean;
  /** Also needs `_access.canDelete`. */
  needsDelete?: boolean;
  danger?: boolean;
  onClick(): void;
}

export interface ObjectActionContext {
  meta: EntityMeta;
  record: RecordRow;
  navigate: NavigateFunction;
  t: TFunction;
}

/** Object-specific actions beside the generic ones (convert a lead, add a sub-customer ...). */
export type ObjectActions = (context: ObjectActionContext) => RecordAction[];
