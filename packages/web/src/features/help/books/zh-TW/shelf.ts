import type { HelpShelf } from '../types.ts';

/** The books' covers, zh-TW. */
export const shelf: HelpShelf = {
  'getting-started': { title: '入門與登入', summary: '登入方式、免費試用、找回密碼，以及首頁、底部標籤和個人設定。' },
  customers: { title: '線索、客戶與聯絡人', summary: '錄入和跟進線索與客戶，轉換線索，公海領取與退回，智慧找客和附近客戶。' },
  deals: { title: '商機、報價、訂單與回款', summary: '從商機推進到報價、訂單和合約，信用額度，回款、退款和開票。' },
  approvals: { title: '審批', summary: '提交、同意、駁回、撤回和催辦，批次審批，以及審批流程的設定。' },
  'field-work': { title: '外勤拜訪與簽到', summary: '計劃拜訪、現場簽到、結束拜訪、臨時拜訪、簽到地圖和通話記錄。' },
  service: { title: '服務與工單', summary: '工單從派單到完成的每一步，服務看板、裝置和解決方案，客戶自助報修。' },
  partners: { title: '通路商線上訂貨', summary: '通路夥伴的管理，通路商登入後的訂貨、訂單、信用額度和客戶報備。' },
  content: { title: '內容分享與訪客追蹤', summary: '文章和文件，產生分享連結發給客戶，檢視誰打開了、讀了多久、留下了什麼。' },
  administration: { title: '系統管理', summary: '員工、部門、角色與資料範圍、欄位權限、權限日誌和審批流程。' },
};
