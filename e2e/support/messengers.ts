import type { E2EServer } from './server.ts';

/** Every provider's API and authorisation page at a server's local stand-in: no traffic leaves the machine. */
export function messengerEnv(server: E2EServer): Record<string, string> {
  const standIn = `http://127.0.0.1:${server.messengerPort}`;
  return Object.fromEntries(
    ['WECOM', 'DINGTALK', 'FEISHU', 'YUNZHIJIA'].flatMap((provider) => [
      [`${provider}_API_BASE`, standIn],
      [`${provider}_AUTHORIZE_BASE`, standIn],
    ]),
  );
}
