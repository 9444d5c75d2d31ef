/** Paths of the calls of spec section 7 (and the profile calls the account pages need), after the API base. */
export const API = {
  login: '/sys/login',
  phoneLogin: '/sys/phoneLogin',
  autoLogin: '/sys/autoLogin',
  logout: '/sys/logout',
  validateLogin: '/cas/client/validateLogin',
  agentLogin: '/sys/agentLogin',
  agentHome: '/agent/my',
  terminalLogin: '/terminal/login',
  terminalHome: '/terminal/my',
  platAccountList: '/plat/sysAccountList',
  platAccountView: '/plat/sysAccountView',
  platAccountExtend: '/plat/sysAccount/extend',
  platAccountStatus: '/plat/sysAccount/status',
  platAccountReport: '/plat/reportAccountStatList',
  groupTree: '/sys/sysDepart/groupTree',
  messengerAuthorizeUrl: '/sys/messenger/authorizeUrl',
  messengerLogin: '/sys/messenger/login',
  messengerAppList: '/sys/messenger/app/list',
  messengerAppSave: '/sys/messenger/app/save',
  messengerBindingList: '/sys/messenger/binding/list',
  messengerBindingAdd: '/sys/messenger/binding/add',
  messengerBindingDelete: '/sys/messenger/binding/delete',
  // Ways in without a password (issue 4), named after JeecgBoot's: codes by SMS and e-mail,
  // e-mail code login, free-trial registration, password reset by phone code, member keys.
  smsCode: '/sys/sms',
  emailCode: '/sys/email/code',
  emailLogin: '/sys/emailLogin',
  register: '/sys/user/register',
  passwordChange: '/sys/user/passwordChange',
  memberKeyIssue: '/sys/memberKey/issue',
  memberKeyList: '/sys/memberKey/list',
  memberKeyRevoke: '/sys/memberKey/revoke',

  loginUserInfo: '/sys/queryLoginUserInfo',
  permissionByToken: '/sys/permission/getUserPermissionByToken',
  userList: '/sys/user/list',
  departTree: '/sys/sysDepart/queryTreeList',
  companyList: '/sys/sysDepart/queryCompanyList',
  dictItems: '/sys/dict/getDictItems', // + '/{dictCode}'
  usersByDepart: '/sys/user/queryUserByDepId',
  duplicateCheck: '/sys/duplicate/check',
  userDepartList: '/sys/sysUserDepart/queryUserDepartListByUserId',
  selectUserDepart: '/sys/selectUserDepart',
  editSelf: '/sys/user/editSelf',
  userSetting: '/sys/user/setting',
  roleList: '/sys/role/list',
  roleAdd: '/sys/role/add',
  roleEdit: '/sys/role/edit',
  roleDelete: '/sys/role/delete',

  accountInfo: '/sys/sysAccount/getSysAccountInfo',
  violation: '/sys/sysAccount/violation',
  tagAllList: '/crm/crmTag/allList',
  clearCache: '/sys/clearCache',
  configByCode: '/sys/sysConfig/queryByConfigCode',
  tableMadeList: '/system/sysTableMade/list',
  tableMadeByTableId: '/system/sysTableMade/queryByTableId',
  richTextById: '/sys/sysRichText/queryById',
  waitReport: '/crm/crmRemind/waitReport',
  remindList: '/crm/crmRemind/list',
  remindDone: '/crm/crmRemind/done',
  currentApp: '/sys/sysApp/queryCurrentApp',
  defaultCurrency: '/sys/sysCurrency/queryDefaultCurrency',
  dataShareRwList: '/system/sysDataShare/queryRwList',
  bizTypeByTableId: '/sys/sysBizType/queryListByTableId',
  messageList: '/sys/message/list',
  messageRead: '/sys/message/read',

  upload: '/sys/common/upload',
  fileView: '/sys/common/static', // + '/{path}'
  fileDownload: '/sys/common/download', // + '/{path}'
} as const;

/** Dictionary item look-ups skip the cache-busting parameters (spec section 7). */
export function isDictLookup(path: string): boolean {
  return path.startsWith(API.dictItems);
}
