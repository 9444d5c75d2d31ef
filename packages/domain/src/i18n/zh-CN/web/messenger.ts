/** The client's messenger texts (an i18next namespace loaded with its screens). The base locale. */
export const messenger = {
  messenger: {
    provider: { qywx: '企业微信', ding: '钉钉', feishu: '飞书', yunzhijia: '云之家' },
    route: {
      authorize: '企业通讯录授权',
      redirect: '企业通讯录登录',
      help: '企业通讯录登录帮助',
    },
    authorizing: '正在前往{{provider}}授权…',
    signingIn: '正在通过{{provider}}登录…',
    missingAppid: '链接缺少应用标识（appid），请从{{provider}}工作台重新打开应用',
    missingCode: '没有收到{{provider}}的授权结果，请重新打开应用',
    stateMismatch: '授权已失效，请重新从{{provider}}打开应用',
    failedTitle: '登录失败',
    notBoundTitle: '账号尚未绑定',
    notBound: '您的{{provider}}账号还没有绑定 CRM 账号。请联系企业管理员为您绑定账号，绑定后从{{provider}}重新打开应用即可登录。',
    retry: '重新授权',
    passwordLogin: '使用账号密码登录',
    help: '查看帮助',
    helpTitle: '从企业通讯录登录',
    helpIntro: '在企业通讯录中打开本应用即可免密码登录，登录后会回到您打开的页面。',
    helpOpen: {
      qywx: '打开企业微信，进入“工作台”，点击本应用。首次打开时按提示同意授权。',
      ding: '打开钉钉，进入“工作台”，点击本应用，在授权页点击“同意”。',
      feishu: '打开飞书，进入“工作台”，点击本应用，在授权页点击“授权”。',
      yunzhijia: '打开云之家，进入“应用”，点击本应用。',
    },
    helpNotBoundHeading: '提示账号尚未绑定怎么办？',
    helpNotBound: '说明您的通讯录账号还没有对应的 CRM 账号。请把提示截图发给企业管理员，由管理员在 CRM 中为您绑定账号。',
    helpAutoBind: '若您在通讯录中的手机号或邮箱与 CRM 账号一致，首次登录时会自动完成绑定。',
  },
};
