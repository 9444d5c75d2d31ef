import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Request signing of ARCHITECTURE section 3, shared by the client (which signs) and the server
 * (which verifies), so both sides compute the very same canonical text.
 */

export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;

/** Methods whose requests carry X-Sign; PUT, DELETE and blob downloads are not signed. */
export function isSignedMethod(method: string): boolean {
  const m = method.toUpperCase();
  return m === 'GET' || m === 'POST';
}

function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value as object).sort()) {
      out[key] = sortKeysDeep((value as Record<string, unknown>)[key]);
    }
    return out;
  }
  return value;
}

/**
 * `path` is the path after the API base (e.g. `/sys/login`), `query` every query parameter as
 * strings, `body` the JSON body when it is a plain object (other bodies do not take part).
 */
export function canonicalRequest(path: string, query: Record<string, string>, body?: unknown): string {
  const merged: Record<string, unknown> = { ...query };
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    Object.assign(merged, body as Record<string, unknown>);
  }
  return `${path}\n${JSON.stringify(sortKeysDeep(merged))}`;
}

/** The text whose SHA-256 is the signature: the canonical request, the timestamp and the secret. */
export function signedText(canonical: string, timestamp: string, secret: string): string {
  return `${canonical}\n${timestamp}\n${secret}`;
}

/** The signature (upper-case hex), computed as a browser can; the server hashes signedText natively. */
export function signRequest(canonical: string, timestamp: string, secret: string): string {
  return bytesToHex(sha256(utf8ToBytes(signedText(canonical, timestamp, secret)))).toUpperCase();
}
