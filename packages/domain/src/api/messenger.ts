/** Enterprise messenger sign-in (spec section 2: the authorise and redirect pages). */

/** WeCom (企业微信), DingTalk, Feishu/Lark, Yunzhijia (云之家): the spelling of the client's routes. */
export type MessengerProvider = 'qywx' | 'ding' | 'feishu' | 'yunzhijia';
export const MESSENGER_PROVIDERS: readonly MessengerProvider[] = ['qywx', 'ding', 'feishu', 'yunzhijia'];

export function isMessengerProvider(value: unknown): value is MessengerProvider {
  return typeof value === 'string' && (MESSENGER_PROVIDERS as readonly string[]).includes(value);
}

/** result of GET /sys/messenger/authorizeUrl. */
export interface MessengerAuthorizeUrl {
  /** The provider's authorisation page, carrying `state`. */
  url: string;
  /** Single use, valid a few minutes; the redirect page must come back with the same value. */
  state: string;
}

/** body of POST /sys/messenger/login; answers a LoginResult like /sys/login. */
export interface MessengerLoginRequest {
  provider: MessengerProvider;
  /** The provider's code (DingTalk's authCode, Yunzhijia's ticket). */
  code: string;
  state: string;
  appid: string;
}

/** `result.reason` of the 403 answered to a provider user bound to nobody. */
export const MESSENGER_NOT_BOUND = 'messengerNotBound';

/** A tenant's app at a provider, as administrators read it: the secret never comes back. */
export interface MessengerAppView {
  provider: MessengerProvider;
  appId: string;
  agentId: string | null;
  enabled: boolean;
  /** '******' when a secret is stored, '' otherwise. */
  secret: string;
  updatedAt: string;
}

/** body of POST /sys/messenger/app/save; an empty or absent secret keeps the stored one. */
export interface MessengerAppEdit {
  provider: MessengerProvider;
  appId: string;
  agentId?: string | null;
  secret?: string;
  enabled: boolean;
}

export interface MessengerBindingView {
  id: string;
  provider: MessengerProvider;
  providerUserId: string;
  userId: string;
  username: string;
  realname: string;
  /** 'admin' or 'auto'. */
  boundBy: string;
  createdAt: string;
}

/** body of POST /sys/messenger/binding/add. */
export interface MessengerBindingEdit {
  provider: MessengerProvider;
  providerUserId: string;
  userId: string;
}
