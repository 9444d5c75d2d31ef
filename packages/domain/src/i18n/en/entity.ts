import type { SharedEntityLocale } from '../types.ts';

export const entity: SharedEntityLocale = {
  group: { base: 'Basic information', amounts: 'Amounts', system: 'System information' },
  currency: { code: 'Currency', exchangeRate: 'Exchange rate' },
  scene: {
    all: 'All',
    mine: 'Mine',
    notFollowed7: 'Not followed for over 7 days',
    notFollowed15: 'Not followed for over 15 days',
    notFollowed30: 'Not followed for over 30 days',
    followUpDue: 'Due for follow-up',
  },
};
