import type { MessengerProvider } from '@crm/domain';

/** A tenant's app at a provider, secret decrypted: only ever held in memory for one login. */
export interface MessengerAppCredentials {
  appId: string;
  agentId: string | null;
  secret: string;
}

/** Who the provider says signed in. `mobile` and `email`, when given, allow automatic binding. */
export interface ProviderIdentity {
  providerUserId: string;
  mobile?: string;
  email?: string;
}

/** One provider's protocol: where to send the browser, and how to turn a code into its user. */
export interface MessengerProtocol {
  provider: MessengerProvider;
  authorizeUrl(app: Omit<MessengerAppCredentials, 'secret'>, redirectUri: string, state: string): string;
  identify(app: MessengerAppCredentials, code: string): Promise<ProviderIdentity>;
}
