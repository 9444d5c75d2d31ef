/** Strings of the mobile client. The base locale. */
export const web = {
  tab: { home: '首页', message: '消息', customer: '客户', workplace: '应用', mine: '我的' },
};
