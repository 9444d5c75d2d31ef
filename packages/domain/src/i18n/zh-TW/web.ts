import type { WebLocale } from '../types.ts';

export const web: WebLocale = {
  tab: { home: '首頁', message: '訊息', customer: '客戶', workplace: '應用', mine: '我的' },
};
