import type { ComponentType, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { NavigateFunction } from 'react-router';
import type { RecordRow } from '@crm/domain';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { EntityMeta } from './meta/entity-meta.ts';

/**
 * What an object's web folder gives the generic screens (OBJECTS section 4): its screens (an
 * action's page, its own routes) and buttons of its detail screen beside the actions. The record
 * screens import no object: `src/objects/index.ts` lists the objects and the app registers them
 * at start, each loading with its first screen.
 */

/** A button of the detail screen's action bar. */
export interface RecordAction {
  key: string;
  text: string;
  /** Permission code the directive checks (`<prefix>:<action>`); absent where `_access.actions` already decided. */
  permission?: string;
  /** Also needs the record's `_access.canEdit` (and the record unlocked). */
  needsEdit?: boolean;
  /** Also needs `_access.canDelete`. */
  needsDelete?: boolean;
  danger?: boolean;
  /** Offered by the guard but refused to this caller now by a rule (`_access.refused`): shown disabled, with this reason. */
  refused?: string;
  onClick(): void;
}

export interface ObjectActionContext {
  meta: EntityMeta;
  record: RecordRow;
  navigate: NavigateFunction;
  t: TFunction;
}

/** An object's own buttons beside the actions (add a sub-customer or a contact to a customer ...). */
export type ObjectActions = (context: ObjectActionContext) => RecordAction[];

/** A button of the list screen, under its search bar: a screen of the object's own (a visit's check-in map). */
export interface ListAction {
  key: string;
  text: string;
  icon?: ReactNode;
  /** Shown only to users holding this code. */
  permission?: string;
  onClick(): void;
}

export type ObjectListActions = (context: { navigate: NavigateFunction; t: TFunction }) => ListAction[];

/** A screen, loaded when first opened. */
export type ScreenLoader = () => Promise<ComponentType>;

/** What a panel of the detail screen is given: the record as the server answered it. */
export interface RecordPanelProps {
  meta: EntityMeta;
  record: RecordRow;
}

export interface WebObject {
  /** Screens by name: the page of an action with a `screen` (by the action's name), and the object's own routes. */
  screens?: Readonly<Record<string, ScreenLoader>>;
  extraActions?: ObjectActions;
  /** Buttons of its list screen beside search and filters. */
  listActions?: ObjectListActions;
  /**
   * A panel of the detail screen between its header and its tabs (an opportunity's stages with
   * their tasks): it runs the object's actions marked `panel`, which the action bar leaves out.
   */
  panel?: ComponentType<RecordPanelProps>;
}

/** A route of the object's own, known before its folder loads (the router needs the paths up front). */
export interface ObjectRoute {
  path: string;
  screen: string;
  handle: RouteHandle;
  /** Shown only to users holding one of these codes. */
  permissions?: readonly string[];
}

export interface WebObjectEntry {
  load(): Promise<WebObject>;
  routes?: readonly ObjectRoute[];
  /** The list route's handle in place of the generic one (the customer list is the Customer tab). */
  listHandle?: RouteHandle;
}

const entries = new Map<string, WebObjectEntry>();

export function registerWebObjects(objects: Readonly<Record<string, WebObjectEntry>>): void {
  for (const [apiName, entry] of Object.entries(objects)) entries.set(apiName, entry);
}

export function webObjectEntry(apiName: string): WebObjectEntry | undefined {
  return entries.get(apiName);
}
