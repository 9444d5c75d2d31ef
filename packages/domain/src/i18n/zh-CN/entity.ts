/**
 * The engine's texts every object shares: field groups and preset scenes. The base locale. Each
 * object's own labels are in its folder (objects/<module>/<object>/<object>.locale.ts).
 */
export const entity = {
  group: { base: '基本信息', amounts: '金额信息', system: '系统信息' },
  currency: { code: '币种', exchangeRate: '汇率' },
  scene: {
    all: '全部',
    mine: '我负责的',
    notFollowed7: '超过7天未跟进',
    notFollowed15: '超过15天未跟进',
    notFollowed30: '超过30天未跟进',
    followUpDue: '待跟进',
  },
};
