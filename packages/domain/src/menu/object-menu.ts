/** Areas of the Applications page, in the order the page shows them. */
export type AreaCode = 'crm' | 'service' | 'oa' | 'wms' | 'cms' | 'tools';
export const AREAS: readonly AreaCode[] = ['crm', 'service', 'oa', 'wms', 'cms', 'tools'];

/**
 * The app a business object appears as in the menu catalogue, in a file of its own beside the
 * definition (`<object>.menu.ts`). The catalogue reads it instead of the definition, so what
 * carries the catalogue does not carry every object's fields, and derives the permission prefix,
 * path and button codes from it as the engine derives them from the definition. The definition
 * does not import it (that would put every app's icon and buttons into the client entry beside
 * the definitions, +0.3 KB gzipped, measured): both name the object, and the registry test
 * (objects/index.test.ts) holds them to the same module, API name, prefix and path.
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
