/**
 * The platform's menu catalogue: areas of the Applications page, their apps and the button
 * permissions each app checks. The server seeds it into its permission table and grants it by
 * role; the client shows only what the user's menu grants. Titles are i18n keys under `menu.`.
 */

import { crmClueMenu } from '../objects/crm/crm-clue/crm-clue.menu.ts';
import { crmContacterMenu } from '../objects/crm/crm-contacter/crm-contacter.menu.ts';
import { crmCustomerMenu } from '../objects/crm/crm-customer/crm-customer.menu.ts';
import { crmRecordMenu } from '../objects/crm/crm-record/crm-record.menu.ts';
import type { AreaCode, ObjectMenu } from './object-menu.ts';

export { AREAS, type AreaCode, type ObjectMenu } from './object-menu.ts';

export interface CatalogueApp {
  /** Route name and the key of its title: `menu.<name>`. */
  name: string;
  path: string;
  /** The client component that renders it. */
  component: string;
  icon: string;
  /** Permission prefix such as `crm:crmCustomer`; the app is listed with `<prefix>:list`. */
  permissionPrefix: string;
  /** Button actions beyond list. */
  actions: readonly string[];
  keepAlive?: boolean;
}

export interface CatalogueArea {
  code: AreaCode;
  apps: readonly CatalogueApp[];
}

const RECORD_ACTIONS = ['view', 'add', 'edit', 'delete', 'export', 'import'] as const;

function recordApp(module: string, apiName: string, icon: string, extra: readonly string[] = [], path = `/${module}/${apiName}List`): CatalogueApp {
  return {
    name: `${apiName}List`,
    path,
    component: `records/list:${apiName}`,
    icon,
    permissionPrefix: `${module}:${apiName}`,
    actions: [...RECORD_ACTIONS, ...extra],
    keepAlive: true,
  };
}

/**
 * The app of a business object that has a definition: prefix, path and buttons come from its
 * menu file (`<object>.menu.ts`, which the definition reads too), not spelled again here. The
 * catalogue imports the menu file, never the definition: the web client's entry carries the
 * catalogue. The app keeps its place in the list, which is the order the menu is seeded in.
 */
function objectApp(menu: ObjectMenu): CatalogueApp {
  return recordApp(menu.module, menu.apiName, menu.icon, menu.buttons);
}

function pageApp(name: string, path: string, icon: string, permissionPrefix: string): CatalogueApp {
  return { name, path, component: `page:${name}`, icon, permissionPrefix, actions: [] };
}

export const CATALOGUE: readonly CatalogueArea[] = [
  {
    code: 'crm',
    apps: [
      pageApp('crmRemind', '/crm/crmRemind', 'CalendarOutline', 'crm:crmRemind'),
      pageApp('crmAuditList', '/crm/crmAuditList', 'CheckShieldOutline', 'crm:crmAudit'),
      objectApp(crmClueMenu),
      objectApp(crmCustomerMenu),
      objectApp(crmContacterMenu),
      recordApp('crm', 'crmChance', 'FireFill', ['transfer']),
      recordApp('crm', 'crmQuote', 'FileOutline'),
      recordApp('crm', 'crmOrder', 'BillOutline'),
      recordApp('crm', 'crmContract', 'EditSOutline'),
      recordApp('crm', 'crmReceive', 'PayCircleOutline'),
      recordApp('crm', 'crmRefund', 'RedoOutline'),
      recordApp('crm', 'crmInvoiceLog', 'FileWrongOutline'),
      recordApp('crm', 'crmExpense', 'ReceiptOutline'),
      objectApp(crmRecordMenu),
      recordApp('crm', 'crmVisit', 'EnvironmentOutline'),
      recordApp('crm', 'crmProduct', 'ShopbagOutline', [], '/crm/crmProduct'),
      recordApp('crm', 'crmCompetitor', 'FlagOutline'),
      pageApp('crmSalesReport', '/crm/crmSalesReport', 'HistogramOutline', 'crm:crmSalesReport'),
      pageApp('boardReport', '/bi/boardReport', 'PieOutline', 'bi:boardReport'),
    ],
  },
  {
    code: 'service',
    apps: [
      recordApp('crm', 'crmWorkOrder', 'SetOutline', ['accept', 'return', 'assign']),
      pageApp('serviceBoard', '/crm/serviceBoard', 'AppstoreOutline', 'crm:serviceBoard'),
      recordApp('crm', 'crmEquipment', 'SetOutline'),
      recordApp('crm', 'crmWorkSolution', 'QuestionCircleOutline'),
      recordApp('crm', 'crmWorkAppraise', 'StarOutline'),
    ],
  },
  {
    code: 'oa',
    apps: [
      recordApp('oa', 'oaProject', 'FolderOutline'),
      recordApp('oa', 'oaTask', 'UnorderedListOutline'),
      recordApp('oa', 'oaApprove', 'CheckCircleOutline', ['agree', 'reject', 'revoke', 'urge']),
      recordApp('oa', 'oaCalendar', 'CalendarOutline'),
      pageApp('oaAddressBook', '/oa/oaAddressBook', 'UserCircleOutline', 'oa:oaAddressBook'),
      recordApp('oa', 'oaWorkLog', 'ContentOutline'),
      recordApp('oa', 'oaKnow', 'GlobalOutline'),
      recordApp('oa', 'oaShare', 'LinkOutline'),
    ],
  },
  {
    code: 'wms',
    apps: [
      recordApp('wms', 'wmsSupplier', 'TruckOutline'),
      recordApp('wms', 'wmsPurchase', 'ShopbagOutline'),
      recordApp('wms', 'wmsEnter', 'DownlandOutline'),
      recordApp('wms', 'wmsOuter', 'UploadOutline'),
      recordApp('wms', 'wmsStock', 'AppOutline'),
      recordApp('srm', 'srmDemand', 'FileOutline'),
      recordApp('srm', 'srmInquiry', 'SearchOutline'),
      recordApp('mes', 'mesBom', 'UnorderedListOutline'),
    ],
  },
  {
    code: 'cms',
    apps: [
      recordApp('cms', 'cmsArticle', 'FileOutline'),
      recordApp('cms', 'cmsDocument', 'FolderOutline'),
      recordApp('cms', 'cmsTender', 'AudioOutline'),
      pageApp('helpBookList', '/help/helpBookList', 'QuestionCircleOutline', 'help:helpBook'),
    ],
  },
  {
    code: 'tools',
    apps: [
      pageApp('emailIndex', '/email/emailIndex', 'MailOutline', 'email:email'),
      pageApp('searchCustomerIndex', '/hk/searchCustomerIndex', 'SearchOutline', 'hk:searchCustomer'),
      pageApp('toolCardCustomer', '/tool/toolCardCustomer', 'ScanningOutline', 'tool:cardCustomer'),
    ],
  },
];

/** Every button permission code of the catalogue, `<prefix>:list` first for each app. */
export function appPermissionCodes(app: CatalogueApp): string[] {
  return [`${app.permissionPrefix}:list`, ...app.actions.map((a) => `${app.permissionPrefix}:${a}`)];
}
