import { E2E_PORT } from './server.ts';

/**
 * The local stand-in of the four enterprise messengers for the end-to-end server: a fixed port
 * beside the app's, so the server's environment can name it before the spec starts it.
 */
export const MESSENGER_STAND_IN_PORT = E2E_PORT + 11;
export const MESSENGER_STAND_IN_URL = `http://127.0.0.1:${MESSENGER_STAND_IN_PORT}`;

/** Every provider's API and authorisation page at the stand-in: no traffic leaves the machine. */
export const MESSENGER_ENV: Record<string, string> = Object.fromEntries(
  ['WECOM', 'DINGTALK', 'FEISHU', 'YUNZHIJIA'].flatMap((provider) => [
    [`${provider}_API_BASE`, MESSENGER_STAND_IN_URL],
    [`${provider}_AUTHORIZE_BASE`, MESSENGER_STAND_IN_URL],
  ]),
);
