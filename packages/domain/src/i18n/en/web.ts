import type { WebLocale } from '../types.ts';

export const web: WebLocale = {
  tab: { home: 'Home', message: 'Message', customer: 'Customer', workplace: 'Applications', mine: 'Mine' },
};
