// How the bench talks to the server as the client does: every request signed at the moment it is
// sent (ARCHITECTURE section 3), and a demo user signed in by password.
import { API, canonicalRequest, signRequest, type Envelope, type LoginResult } from '@crm/domain';

/** Every demo user's password (packages/server/src/seed/demo.ts). */
export const PASSWORD = 'Demo@2026';

/** The signature headers of a request, with a fresh X-TIMESTAMP. */
export function signedHeaders(signSecret: string, path: string, query: Record<string, string>, body?: unknown): Record<string, string> {
  const timestamp = String(Date.now());
  return { 'X-TIMESTAMP': timestamp, 'X-Sign': signRequest(canonicalRequest(path, query, body), timestamp, signSecret) };
}

/** Signs a demo user in; answers their token. */
export async function loginAs(base: string, signSecret: string, username: string): Promise<string> {
  const body = { username, password: PASSWORD };
  const response = await fetch(`${base}/api${API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Client-Type': '1', ...signedHeaders(signSecret, API.login, {}, body) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Envelope<LoginResult>;
  if (!answer.success) throw new Error(`login of ${username} failed: ${answer.message}`);
  return answer.result.token;
}
