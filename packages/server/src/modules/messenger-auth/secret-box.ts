import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * App secrets are stored AES-256-GCM encrypted under MESSENGER_SECRET_KEY, so a copy of the
 * database alone does not hand out the tenants' messenger apps. The demo key is public: every
 * real deployment sets its own (all instances the same one).
 */
export const DEMO_MESSENGER_SECRET_KEY = 'mobile-crm-demo-messenger-secret-key';
const VERSION = 'v1';

function key(): Buffer {
  return createHash('sha256')
    .update(process.env.MESSENGER_SECRET_KEY || DEMO_MESSENGER_SECRET_KEY)
    .digest();
}

export function encryptSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(':');
}

export function decryptSecret(stored: string): string {
  const [version, iv, tag, sealed] = stored.split(':');
  if (version !== VERSION || !iv || !tag || sealed === undefined) throw new Error('Unreadable messenger secret');
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}
