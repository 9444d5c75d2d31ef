import type { MessengerProvider } from '@crm/domain';

/**
 * The demo tenant's app at each messenger. Fake ids and secrets: they reach a real provider only
 * if someone points the provider base URLs there; the tests' stand-in knows them.
 */
export const DEMO_MESSENGER_APPS: Record<MessengerProvider, { appId: string; agentId: string | null; secret: string }> = {
  qywx: { appId: 'wwdemo5f1c2a9e7b3d0001', agentId: '1000002', secret: 'demo-wecom-secret-9d4e2b7c' },
  ding: { appId: 'dingdemo7a3f9c1e5b2d', agentId: '3088001', secret: 'demo-dingtalk-secret-4c8a1f6e' },
  feishu: { appId: 'cli_demo9b2e4f7a1c3d', agentId: null, secret: 'demo-feishu-secret-7e1b3d9a' },
  yunzhijia: { appId: '500123456', agentId: null, secret: 'demo-yunzhijia-secret-2f6c8e4a' },
};

/** The demo `sales` user as each provider knows them (bound in the demo tenant). */
export const DEMO_SALES_MESSENGER_IDS: Record<MessengerProvider, string> = {
  qywx: 'LiXiaoShou',
  ding: 'dingunion-sales-0001',
  feishu: 'on_demo_sales_0001',
  yunzhijia: 'yzj-openid-sales-0001',
};
