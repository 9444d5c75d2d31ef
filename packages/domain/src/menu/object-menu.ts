/** Areas of the Applications page, in the order the page shows them. */
export type AreaCode = 'crm' | 'service' | 'oa' | 'wms' | 'cms' | 'tools';
export const AREAS: readonly AreaCode[] = ['crm', 'service', 'oa', 'wms', 'cms', 'tools'];

/**
 * The app a business object appears as in the menu catalogue, in a file of its own beside the
 * definition (`<object>.menu.ts`): the definition reads its module and API name from here, and
 * the catalogue reads the rest without importing the definition, so the web client's entry, which
 * carries the catalogue, does not carry every object's fields with it. Permission prefix, path
 * and button codes are derived from it as they are from the definition.
 */
export interface ObjectMenu {
  module: string;
  apiName: string;
  /** The area of the Applications page the app is listed in. */
  area: AreaCode;
  /** antd-mobile icon name. */
  icon: string;
  /** Button permission codes beyond the record actions (view, add, edit, delete, export, import): the object's own actions. */
  buttons?: readonly string[];
}
