import type { ServerLocale } from '../types.ts';

export const server: ServerLocale = {
  ok: '操作成功',
  notLoggedIn: '未登入或登入已過期，請重新登入',
  tokenInvalid: 'token失效，請重新登入',
  accessDenied: '拒絕存取',
  notFound: '很抱歉，資源未找到！',
  badRequest: '請求參數有誤：{{detail}}',
  serverError: '伺服器內部錯誤，請稍後重試',
  signMissing: '缺少請求簽章',
  signInvalid: '請求簽章無效',
  signStale: '請求時間戳已過期，請校準裝置時間',
  loginFailed: '使用者名稱或密碼錯誤',
  loginTooMany: '登入失敗次數過多，請 {{minutes}} 分鐘後再試',
  accountDisabled: '企業帳號已停用，請聯絡客服',
  accountExpired: '企業帳號已過期，請續費',
  userFrozen: '該使用者已凍結',
  logoutOk: '登出成功',
  loginOk: '登入成功',
};
