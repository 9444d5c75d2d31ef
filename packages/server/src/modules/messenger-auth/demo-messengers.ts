import type { MessengerProvider } from '@crm/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { DEMO_MESSENGER_APPS, DEMO_SALES_MESSENGER_IDS } from './demo-apps.ts';
import { insertBinding, saveApp } from './repository.ts';

/** The demo tenant's four apps and the `sales` user's bindings to them. */
export async function seedDemoMessengers(db: Kysely<Database>, tenantId: string, salesUserId: string): Promise<void> {
  for (const [provider, app] of Object.entries(DEMO_MESSENGER_APPS) as [MessengerProvider, (typeof DEMO_MESSENGER_APPS)['qywx']][]) {
    await saveApp(db, tenantId, { provider, appId: app.appId, agentId: app.agentId, secret: app.secret, enabled: true });
    await insertBinding(db, { tenantId, provider, providerUserId: DEMO_SALES_MESSENGER_IDS[provider], userId: salesUserId, boundBy: 'admin' });
  }
}
