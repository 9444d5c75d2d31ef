/** One code sent; kept a day after sending, as the log the sending limits count. */
export interface VerificationCodeTable {
  id: string;
  /** 'sms' or 'email'. */
  channel: string;
  /** The normalised phone number or e-mail address. */
  target: string;
  /** 'login', 'register', 'alteration' or 'contact': a code serves only the purpose it was sent for. */
  purpose: string;
  /** Argon2 hash: six digits are too few for a fast hash to protect. */
  code_hash: string;
  /** Client address that asked for the code. */
  ip: string;
  /** Wrong entries so far. */
  attempts: number;
  created_at: string;
  expires_at: string;
  /** Set when the code is used or exhausted; a code works once. */
  used_at: string | null;
}

declare module '../../db/schema.ts' {
  interface Database {
    verification_codes: VerificationCodeTable;
  }
}
