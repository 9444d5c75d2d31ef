/** A member key: lets one user log in automatically (POST /sys/autoLogin) until revoked or expired. */
export interface MemberKeyTable {
  /** The memberId handed out with the key. */
  id: string;
  tenant_id: string;
  user_id: string;
  /** SHA-256 of the key: 32 random bytes need no slow hash, and the key itself is never stored. */
  key_hash: string;
  /** The administrator who issued it. */
  issued_by: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
}

declare module '../../db/schema.ts' {
  interface Database {
    member_keys: MemberKeyTable;
  }
}
