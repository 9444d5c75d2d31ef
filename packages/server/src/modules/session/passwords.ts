import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's default algorithm) with its default, OWASP-recommended costs. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified when the username is unknown too, so that the answer time does not reveal which usernames exist.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    decoyHash ??= hash('decoy-password-never-matches');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
