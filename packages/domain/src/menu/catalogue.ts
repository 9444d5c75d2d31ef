/**
 * The platform's menu catalogue: areas of the Applications page, their apps and the button
 * permissions each app checks. The server seeds it into its permission table and grants it by
 * role; the client shows only what the user's menu grants. Titles are i18n keys under `menu.`.
 */

/** Areas of the Applications page, in the order the page shows them. */
export type AreaCode = 'crm' | 'service' | 'oa' | 'wms' | 'cms' | 'tools' | 'sys';
export const AREAS: readonly AreaCode[] = ['crm', 'service', 'oa', 'wms', 'cms', 'tools', 'sys'];

export interface CatalogueApp {
  /** Route name and the key of its title: `menu.<name>`. */
  name: string;
  path: string;
  /** The client component that renders it. */
  component: string;
  icon: string;
  /** Permission prefix such as `crm:crmCustomer`; the app is listed with `<prefix>:list`. */
  permissionPrefix: string;
  /** The business object a record app lists, by API name. */
  object?: string;
  /**
   * Button actions beyond list: a record app's record actions and the buttons of its object that
   * are no action of its definition (app-permissions.ts adds the codes its definition's actions check).
   */
  actions: readonly string[];
  keepAlive?: boolean;
}

export interface CatalogueArea {
  code: AreaCode;
  apps: readonly CatalogueApp[];
}

/** The buttons of every record app, before its own. */
export const RECORD_ACTIONS: readonly string[] = ['view', 'add', 'edit', 'delete', 'export', 'import'];

/**
 * The app of a business object: the spec's menu lists every one, defined or not yet, so a new
 * object finds its app here and adds nothing. Its prefix and path follow defineObject()'s
 * convention (the registry test holds the two together); `extra` names the buttons that are not
 * actions of its definition (the team), while the codes of its actions come
 * from the definition (app-permissions.ts). The catalogue never imports a definition: the web
 * client's entry carries it.
 */
function recordApp(module: string, apiName: string, icon: string, extra: readonly string[] = [], path = `/${module}/${apiName}List`): CatalogueApp {
  return {
    name: `${apiName}List`,
    path,
    component: `records/list:${apiName}`,
    icon,
    permissionPrefix: `${module}:${apiName}`,
    object: apiName,
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
      // What the people of my data scope did (issue 14): for roles with a team, not salespeople (role-grants.ts).
      pageApp('sysActionLog', '/sys/sysActionLog', 'TeamOutline', 'sys:sysActionLog'),
      // The records I opened lately.
      pageApp('crmBrowseList', '/crm/crmBrowseList', 'EyeOutline', 'crm:crmBrowseList'),
      recordApp('crm', 'crmClue', 'UserAddOutline'),
      recordApp('crm', 'crmCustomer', 'TeamOutline', ['team']),
      // What waits in the pools the user is in, to claim (or, as the pool's administrator, to allocate).
      pageApp('crmCluePoolList', '/crm/crmCluePoolList', 'GlobalOutline', 'crm:crmCluePool'),
      pageApp('crmCustomerPoolList', '/crm/crmCustomerPoolList', 'GlobalOutline', 'crm:crmCustomerPool'),
      // The customers around the phone's position, within the customer list's scope (issue 14).
      pageApp('nearbyCustomer', '/crm/nearbyCustomer', 'EnvironmentOutline', 'crm:nearbyCustomer'),
      recordApp('crm', 'crmContacter', 'UserContactOutline'),
      recordApp('crm', 'crmChance', 'FireFill'),
      recordApp('crm', 'crmQuote', 'FileOutline'),
      recordApp('crm', 'crmOrder', 'BillOutline'),
      recordApp('crm', 'crmContract', 'EditSOutline'),
      recordApp('crm', 'crmCredit', 'BankcardOutline'),
      // Channel partners and the customers they report (issue 19): the partners' own pages are under /agent, outside the staff shell.
      recordApp('agent', 'agentUser', 'ShopbagOutline', ['team']),
      recordApp('agent', 'agentCustomer', 'UserAddOutline', [], '/crm/agentCustomerList'),
      recordApp('crm', 'crmReceive', 'PayCircleOutline'),
      recordApp('crm', 'crmReceivePlan', 'CalendarOutline'),
      recordApp('crm', 'crmOrderChange', 'EditSOutline'),
      recordApp('crm', 'crmRefund', 'RedoOutline'),
      recordApp('crm', 'crmInvoiceLog', 'FileWrongOutline'),
      recordApp('crm', 'crmExpense', 'ReceiptOutline'),
      recordApp('crm', 'crmRecord', 'ChatCheckOutline'),
      recordApp('crm', 'crmCallRecord', 'PhonebookOutline'),
      recordApp('crm', 'crmVisit', 'EnvironmentOutline'),
      recordApp('crm', 'crmEmpower', 'UserSetOutline', [], '/crm/crmEmpower'),
      recordApp('crm', 'crmProduct', 'ShopbagOutline', [], '/crm/crmProduct'),
      recordApp('crm', 'crmPrice', 'UnorderedListOutline', [], '/crm/crmPrice'),
      recordApp('crm', 'crmProcess', 'SetOutline'),
      recordApp('crm', 'crmPool', 'AppstoreOutline'),
      recordApp('crm', 'crmCompetitor', 'FlagOutline'),
      recordApp('crm', 'crmMarketActivity', 'AudioOutline'),
      recordApp('crm', 'crmMarketMember', 'UserAddOutline'),
      recordApp('crm', 'crmObjective', 'FlagOutline'),
      // Setting a year's targets for a department's people at once (the ListSet): the targets' own permissions.
      pageApp('crmObjectiveListSet', '/crm/crmObjectiveListSet', 'EditSOutline', 'crm:crmObjective'),
      recordApp('crm', 'crmForecast', 'HistogramOutline'),
      pageApp('crmSalesReport', '/crm/crmSalesReport', 'HistogramOutline', 'crm:crmSalesReport'),
      pageApp('boardReport', '/bi/boardReport', 'PieOutline', 'bi:boardReport'),
      // Ready reports as table and chart (issue 15): granted with the crm area, as the briefing is (role-grants.ts).
      pageApp('commonReportList', '/common/commonReportList', 'UnorderedListOutline', 'common:commonReportList'),
    ],
  },
  {
    code: 'service',
    apps: [
      recordApp('crm', 'crmWorkOrder', 'SetOutline'),
      pageApp('serviceBoard', '/crm/serviceBoard', 'AppstoreOutline', 'crm:serviceBoard'),
      recordApp('crm', 'crmEquipment', 'SetOutline'),
      recordApp('crm', 'crmServiceLog', 'ContentOutline'),
      recordApp('crm', 'crmWorkSolution', 'QuestionCircleOutline'),
      recordApp('crm', 'crmWorkAppraise', 'StarOutline'),
    ],
  },
  {
    code: 'oa',
    apps: [
      recordApp('oa', 'oaProject', 'FolderOutline'),
      // Each project's stages, in their order (its detail adds them; the list shows where projects stand).
      recordApp('oa', 'oaProjectStage', 'FlagOutline'),
      recordApp('oa', 'oaTask', 'UnorderedListOutline'),
      // The hours logged against tasks (a task's time form adds one).
      recordApp('oa', 'oaTaskTime', 'ClockCircleOutline'),
      // A project's bugs, reported, assigned, resolved on the solution form and closed.
      recordApp('oa', 'oaBug', 'ExclamationCircleOutline'),
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
      recordApp('wms', 'wmsWarehouse', 'AppstoreOutline'),
      recordApp('wms', 'wmsStock', 'AppOutline'),
      recordApp('wms', 'wmsEnter', 'DownlandOutline'),
      recordApp('wms', 'wmsOuter', 'UploadOutline'),
      recordApp('wms', 'wmsSupplier', 'TruckOutline'),
      recordApp('wms', 'wmsPurchase', 'ShopbagOutline'),
      recordApp('wms', 'wmsPaymentPlan', 'BillOutline'),
      recordApp('wms', 'wmsPayment', 'PayCircleOutline'),
      recordApp('wms', 'wmsReturnOrder', 'RedoOutline'),
      recordApp('wms', 'wmsDeliver', 'TruckOutline'),
      recordApp('wms', 'wmsSample', 'StarOutline'),
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
      // The material library (/source): a gallery of the company's pictures, posters and files, over the
      // materials' list (where they are added), whose list code grants it.
      pageApp('source', '/source', 'PicturesOutline', 'cms:cmsSource'),
      recordApp('cms', 'cmsSource', 'PictureOutline'),
      // The script library (/reply): ready answers a salesperson copies, over the talk scripts (written in their list).
      pageApp('reply', '/reply', 'ChatAddOutline', 'cms:cmsTalk'),
      recordApp('cms', 'cmsTalk', 'TextOutline'),
      // The sales playbook: where customers are found (radar) and the steps of working one (flow).
      recordApp('cms', 'cmsFlow', 'CompassOutline'),
      recordApp('cms', 'cmsTender', 'AudioOutline'),
      // The video library (/video): the company's videos as a gallery of covers, shared from each one's detail.
      pageApp('video', '/video', 'PlayOutline', 'cms:cmsVideo'),
      recordApp('cms', 'cmsVideo', 'VideoOutline'),
      // The file library (/file): file boxes, packs of files a customer gets in one link.
      pageApp('file', '/file', 'FolderOutline', 'cms:cmsFile'),
      recordApp('cms', 'cmsFile', 'FileOutline'),
      // Smart forms (/smartForm): forms the company designs and salespeople share; each submission a lead.
      recordApp('cms', 'cmsSmartForm', 'EditSOutline'),
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
  {
    // System settings: the company's people and what each may do and see (issue 22), granted
    // like any app, so an administrator can hand a part of it to a custom role.
    code: 'sys',
    apps: [
      { ...pageApp('sysUserList', '/sys/sysUserList', 'UserSetOutline', 'sys:user'), actions: ['view', 'add', 'edit', 'frozen', 'resetPassword', 'handover'] },
      { ...pageApp('sysDepartList', '/sys/sysDepartList', 'AppstoreOutline', 'sys:depart'), actions: ['add', 'edit', 'delete'] },
      { ...pageApp('sysRoleList', '/sys/sysRoleList', 'CheckShieldOutline', 'sys:role'), actions: ['view', 'add', 'edit', 'delete', 'fieldPermission'] },
      pageApp('sysPermissionLog', '/sys/sysPermissionLog', 'FileOutline', 'sys:permissionLog'),
    ],
  },
];
