import type { SharedEntityLocale } from '../types.ts';

export const entity: SharedEntityLocale = {
  group: { base: '基本資訊', amounts: '金額資訊', system: '系統資訊' },
  currency: { code: '幣種', exchangeRate: '匯率' },
  scene: {
    all: '全部',
    mine: '我負責的',
    notFollowed7: '超過7天未跟進',
    notFollowed15: '超過15天未跟進',
    notFollowed30: '超過30天未跟進',
    followUpDue: '待跟進',
  },
};
