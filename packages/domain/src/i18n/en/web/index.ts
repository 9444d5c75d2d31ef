import type { WebNamespaces } from '../../types.ts';
import { account } from './account.ts';
import { dashboard } from './dashboard.ts';
import { external } from './external.ts';
import { platform } from './platform.ts';
import { register } from './register.ts';
import { messenger } from './messenger.ts';
import { records } from './records.ts';
import { audit } from './audit.ts';
import { people } from './people.ts';
import { roles } from './roles.ts';
import { service } from './service.ts';

/** Every area namespace of the client in en, eagerly: for the server's translate() and the tests. */
export const webNamespaces: WebNamespaces = { account, dashboard, external, platform, register, messenger, records, audit, people, roles, service };
