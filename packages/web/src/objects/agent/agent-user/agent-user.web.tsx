import type { WebObject } from '../../../records/web-object.ts';
import { AccountsPanel } from './AccountsPanel.tsx';

/** Channel partners on the phone: their login accounts on the partner's detail, and the page making one (accountForm). */
export const agentUserWeb: WebObject = {
  panel: AccountsPanel,
  screens: {
    accountForm: () => import('./AccountFormPage.tsx').then((m) => m.AccountFormPage),
  },
};
