/**
 * What a customer pays, and where (issue 20, spec section 2 `/paymentComponent`): staff make a
 * link to an order's payment page (one live link per order, until revoked); whoever opens it
 * sees, without logging in, the company's name, the order's number, date and total, what has been
 * received on it, what is still due, and the company's payment details (account name, bank,
 * account number, a payment QR picture). Nothing else of the order or the company. Recording a
 * payment stays with staff (a receipt, crmReceive). A revoked or unknown key opens nothing (404,
 * none told apart).
 *
 * The company's profile is the administrator's: its logo (printed on quotes, orders and
 * contracts, `/print`) and its payment details.
 */
export const PAYMENT_LINK_API = {
  /** GET ?orderId= → PaymentLink | null: the order's live link (the order's view right and scope). */
  current: '/crm/paymentLink/current',
  /** POST { orderId } → PaymentLink: the order's live link, made when there is none. */
  create: '/crm/paymentLink/create',
  /** POST { orderId }: the order's link stops opening. */
  revoke: '/crm/paymentLink/revoke',
  /** GET ?key= → PublicPayment (no login). */
  publicView: '/crm/paymentLink/public',
} as const;

export const COMPANY_PROFILE_API = {
  /** GET → CompanyProfile (any staff member of the company: the print-out shows its name and logo). */
  get: '/sys/sysAccount/companyProfile',
  /** PUT CompanyProfileInput → CompanyProfile (administrators). */
  save: '/sys/sysAccount/companyProfile',
} as const;

/** The customer's page, under the client's base. */
export const PAYMENT_PAGE_PATH = '/paymentComponent';

export interface PaymentLink {
  key: string;
  orderId: string;
  /** The public page's path with its key (`/paymentComponent?key=…`). */
  path: string;
  createdAt: string;
}

/** The company's payment details as the administrator keeps them (and the customer's page shows them). */
export interface PaymentDetails {
  paymentAccountName: string | null;
  paymentBank: string | null;
  paymentAccountNo: string | null;
  /** A stored picture (an upload's path) of the company's payment QR code. */
  paymentQr: string | null;
}

export interface CompanyProfile extends PaymentDetails {
  name: string;
  /** A stored picture (an upload's path, purpose `logo`). */
  logo: string | null;
}

export type CompanyProfileInput = Omit<CompanyProfile, 'name'>;

export interface PublicPayment {
  companyName: string;
  orderNo: string;
  orderDate: string | null;
  /** The order's currency code, where it has one. */
  currency: string | null;
  /** The order's total (after its discount). */
  amount: number;
  /** Confirmed receipts less confirmed refunds. */
  receivedAmount: number;
  /** What is still due: the total less what was received (never below zero). */
  dueAmount: number;
  accountName: string | null;
  bank: string | null;
  accountNo: string | null;
  /** The payment QR picture as a data URL, or null. */
  qrImage: string | null;
}

export const PAYMENT_TEXT_MAX = 100;

/** An account number as people type it (spaces and dashes in groups), as it is kept: without them, upper case. */
export function normalAccountNo(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** A bank account: 8 to 34 digits or letters (a card number, a company account, an IBAN). */
const ACCOUNT_NO = /^[0-9A-Z]{8,34}$/;

export type PaymentDetailsProblem = 'paymentAccountNoFormat' | 'paymentDetailsIncomplete' | 'paymentTextTooLong';

/**
 * What is wrong with payment details, by field (the form and the server both ask): the account
 * name, bank and number go together, the number is 8 to 34 digits or letters once its spaces and
 * dashes are gone, and no text is over PAYMENT_TEXT_MAX. Empty: nothing.
 */
export function paymentDetailsProblems(details: Omit<PaymentDetails, 'paymentQr'>): Partial<Record<keyof PaymentDetails, PaymentDetailsProblem>> {
  const problems: Partial<Record<keyof PaymentDetails, PaymentDetailsProblem>> = {};
  const values = {
    paymentAccountName: details.paymentAccountName?.trim() ?? '',
    paymentBank: details.paymentBank?.trim() ?? '',
    paymentAccountNo: normalAccountNo(details.paymentAccountNo ?? ''),
  };
  for (const [name, value] of Object.entries(values) as [keyof typeof values, string][]) {
    if (value.length > PAYMENT_TEXT_MAX) problems[name] = 'paymentTextTooLong';
  }
  if (values.paymentAccountNo !== '' && !ACCOUNT_NO.test(values.paymentAccountNo)) problems.paymentAccountNo ??= 'paymentAccountNoFormat';
  const given = Object.values(values).some((value) => value !== '');
  if (given) {
    for (const [name, value] of Object.entries(values) as [keyof typeof values, string][]) {
      if (value === '') problems[name] ??= 'paymentDetailsIncomplete';
    }
  }
  return problems;
}
