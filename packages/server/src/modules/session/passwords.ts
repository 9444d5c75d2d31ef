import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** Argon2id (the library's default algorithm) with its default, OWASP-recommended costs. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified when the username is unknown too, so that the answer time does not reveal which usernames exist.
let decoyHash: Promise<string> | undefined;

/**
 * The password hash of an account made without a password: no Argon2 hash, so no password matches
 * it, and random, so no two accounts share it. The person signs in by phone or e-mail code, and can
 * set a password through "forgot password".
 */
export function unusablePasswordHash(): string {
  return `!none:${randomBytes(16).toString('hex')}`;
}

export function isUnusablePasswordHash(passwordHash: string): boolean {
  return passwordHash.startsWith('!');
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // An account without a password takes as long to refuse as a wrong password.
  if (passwordHash === null || isUnusablePasswordHash(passwordHash)) {
    decoyHash ??= hash('decoy-password-never-matches');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
