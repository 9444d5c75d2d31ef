import type { WebObject } from '../../../records/web-object.ts';
import { CreditPanel } from './CreditPanel.tsx';

/** Credit lines on the phone: the customer's available credit on a line's detail screen. */
export const crmCreditWeb: WebObject = { panel: CreditPanel };
