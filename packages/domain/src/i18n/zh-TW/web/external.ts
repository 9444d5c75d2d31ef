import type { WebExternalTexts } from '../../types.ts';

export const external: WebExternalTexts = {
  agent: {
    loginTitle: '通路商登入',
    loginSubtitle: '通路合作夥伴專用入口',
    staffLogin: '我是員工，前往員工登入',
    profile: '我的資料',
    phone: '手機號碼',
    email: '電子郵件',
    company: '合作企業',
    customers: '我報備的客戶（{{count}}）',
    noCustomers: '暫無報備的客戶',
  },
  terminal: {
    loginTitle: '客戶自助服務',
    loginSubtitle: '檢視您的企業資訊',
    staffLogin: '我是員工，前往員工登入',
    yourCompany: '您的企業',
    customerName: '企業名稱',
    customerNo: '客戶編號',
    phone: '電話',
    email: '電子郵件',
    notLinked: '您的帳號尚未關聯企業，請聯絡您的服務商',
    profile: '我的資料',
  },
  door: {
    title: '無法開啟此頁面',
    staff: '此頁面僅供企業員工使用，您目前登入的帳號無法開啟。',
    agent: '此頁面僅供通路商使用，您目前登入的帳號無法開啟。',
    customer: '此頁面僅供客戶自助服務使用，您目前登入的帳號無法開啟。',
    notYet: '此功能暫未開放。',
    backToMyHome: '返回我的首頁',
  },
};
