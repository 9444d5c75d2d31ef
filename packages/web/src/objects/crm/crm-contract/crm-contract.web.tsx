import { printButton } from '../../../lib/print-link.ts';
import type { WebObject } from '../../../records/web-object.ts';

/** Contracts on the phone: the print-out of a contract, to sign and seal (issue 20). */
export const crmContractWeb: WebObject = { extraActions: printButton('crmContract') };
