/**
 * The platform's menu catalogue: areas of the Applications page, their apps and the button
 * permissions each app checks. The server seeds it into its permission table and grants it by
 * role; the client shows only what the user's menu grants. Titles are i18n keys under `menu.`.
 */

export type AreaCode = 'crm' | 'service' | 'oa' | 'wms' | 'cms' | 'tools';
export const AREAS: readonly AreaCode[] = ['crm', 'service', 'oa', 'wms', 'cms', 'tools'];

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

function pageApp(name: string, path: string, icon: string, permissionPrefix: string): CatalogueApp {
  return { name, path, component: `page:${name}`, icon, permissionPrefix, actions: [] };
}

export const CATALOGUE: readonly CatalogueArea[] = [
  {
    code: 'crm',
    apps: [
      pageApp('crmRemind', '/crm/crmRemind', 'CalendarOutline', 'crm:crmRemind'),
      pageApp('crmAuditList', '/crm/crmAuditList', 'CheckShieldOutline', 'crm:crmAudit'),
      recordApp('crm', 'crmClue', 'UserAddOutline', ['transfer', 'toCustomer', 'toPool']),
      recordApp('crm', 'crmCustomer', 'TeamOutline', ['transfer', 'toPool', 'team']),
      recordApp('crm', 'crmContacter', 'UserContactOutline'),
      recordApp('crm', 'crmChance', 'FireFill', ['transfer']),
      recordApp('crm', 'crmQuote', 'FileOutline'),
      recordApp('crm', 'crmOrder', 'BillOutline'),
      recordApp('crm', 'crmContract', 'EditSOutline'),
      recordApp('crm', 'crmReceive', 'PayCircleOutline'),
      recordApp('crm', 'crmRefund', 'RedoOutline'),
      recordApp('crm', 'crmInvoiceLog', 'FileWrongOutline'),
      recordApp('crm', 'crmExpense', 'ReceiptOutline'),
      recordApp('crm', 'crmRecord', 'MessageOutline'),
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
