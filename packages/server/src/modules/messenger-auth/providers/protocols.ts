import type { MessengerProvider } from '@crm/domain';
import { dingtalk } from './dingtalk.ts';
import { feishu } from './feishu.ts';
import type { MessengerProtocol } from './messenger-provider.ts';
import { wecom } from './wecom.ts';
import { yunzhijia } from './yunzhijia.ts';

export const PROTOCOLS: Record<MessengerProvider, MessengerProtocol> = { qywx: wecom, ding: dingtalk, feishu, yunzhijia };
