import type { MessengerProvider } from '@crm/domain';

/**
 * Where each provider lives: its API (server to server) and its authorisation page (where the
 * browser goes). Read from the environment on every call, so tests and the end-to-end server
 * point them at the local stand-in; the defaults are the providers' public hosts.
 */
export interface ProviderEndpoints {
  apiBase: string;
  authorizeBase: string;
}

const DEFAULTS: Record<MessengerProvider, { api: [string, string]; authorize: [string, string] }> = {
  qywx: { api: ['WECOM_API_BASE', 'https://qyapi.weixin.qq.com'], authorize: ['WECOM_AUTHORIZE_BASE', 'https://open.weixin.qq.com'] },
  ding: { api: ['DINGTALK_API_BASE', 'https://api.dingtalk.com'], authorize: ['DINGTALK_AUTHORIZE_BASE', 'https://login.dingtalk.com'] },
  feishu: { api: ['FEISHU_API_BASE', 'https://open.feishu.cn'], authorize: ['FEISHU_AUTHORIZE_BASE', 'https://open.feishu.cn'] },
  yunzhijia: { api: ['YUNZHIJIA_API_BASE', 'https://yunzhijia.com'], authorize: ['YUNZHIJIA_AUTHORIZE_BASE', 'https://yunzhijia.com'] },
};

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function providerEndpoints(provider: MessengerProvider, env: NodeJS.ProcessEnv = process.env): ProviderEndpoints {
  const { api, authorize } = DEFAULTS[provider];
  return {
    apiBase: trimSlash(env[api[0]] || api[1]),
    authorizeBase: trimSlash(env[authorize[0]] || authorize[1]),
  };
}
