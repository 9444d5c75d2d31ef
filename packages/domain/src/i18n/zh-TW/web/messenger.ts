import type { WebMessengerTexts } from '../../types.ts';

export const messenger: WebMessengerTexts = {
  messenger: {
    provider: { qywx: '企業微信', ding: '釘釘', feishu: '飛書', yunzhijia: '雲之家' },
    route: {
      authorize: '企業通訊錄授權',
      redirect: '企業通訊錄登入',
      help: '企業通訊錄登入說明',
    },
    authorizing: '正在前往{{provider}}授權…',
    signingIn: '正在透過{{provider}}登入…',
    missingAppid: '連結缺少應用標識（appid），請從{{provider}}工作台重新開啟應用',
    missingCode: '沒有收到{{provider}}的授權結果，請重新開啟應用',
    stateMismatch: '授權已失效，請重新從{{provider}}開啟應用',
    failedTitle: '登入失敗',
    notBoundTitle: '帳號尚未綁定',
    notBound: '您的{{provider}}帳號還沒有綁定 CRM 帳號。請聯絡企業管理員為您綁定帳號，綁定後從{{provider}}重新開啟應用即可登入。',
    retry: '重新授權',
    passwordLogin: '使用帳號密碼登入',
    help: '查看說明',
    helpTitle: '從企業通訊錄登入',
    helpIntro: '在企業通訊錄中開啟本應用即可免密碼登入，登入後會回到您開啟的頁面。',
    helpOpen: {
      qywx: '開啟企業微信，進入「工作台」，點擊本應用。首次開啟時依提示同意授權。',
      ding: '開啟釘釘，進入「工作台」，點擊本應用，在授權頁點擊「同意」。',
      feishu: '開啟飛書，進入「工作台」，點擊本應用，在授權頁點擊「授權」。',
      yunzhijia: '開啟雲之家，進入「應用」，點擊本應用。',
    },
    helpNotBoundHeading: '提示帳號尚未綁定怎麼辦？',
    helpNotBound: '表示您的通訊錄帳號還沒有對應的 CRM 帳號。請將提示截圖傳給企業管理員，由管理員在 CRM 中為您綁定帳號。',
    helpAutoBind: '若您在通訊錄中的手機號碼或電子郵件與 CRM 帳號一致，首次登入時會自動完成綁定。',
  },
};
