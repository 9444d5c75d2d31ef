import { Migrator, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { isPostgres } from './dialect.ts';
import * as foundation from './migrations/2026112101-foundation.ts';
import * as recordEngine from './migrations/2026112201-record-engine.ts';
import * as extensionRecords from './migrations/2026112301-extension-records.ts';
import * as tableVersions from './migrations/2026112302-table-versions.ts';
import * as customerAccounts from './migrations/2026112401-customer-accounts.ts';
import * as notificationSettingsDeviceLogins from './migrations/2026112420-notification-settings-device-logins.ts';
import * as messengerAuth from './migrations/2026112410-messenger-auth.ts';
import * as signInCodes from './migrations/2026112405-sign-in-codes.ts';
import * as scheduledJobs from './migrations/2026112501-scheduled-jobs.ts';
import * as requestLimits from './migrations/2026112502-request-limits.ts';
import * as securityHardening from './migrations/2026112601-security-hardening.ts';
import * as recordLinks from './migrations/2026112701-record-links.ts';
import * as currencyRates from './migrations/2026112801-currency-rates.ts';
import * as audit from './migrations/2026112901-audit.ts';
import * as directoryVersion from './migrations/2026113001-directory-version.ts';
import * as sessionTokenIndex from './migrations/2026113002-session-token-index.ts';
import * as people from './migrations/2026120101-people.ts';
import * as fieldPermissions from './migrations/2026120102-field-permissions.ts';
import * as authVersion from './migrations/2026120201-auth-version.ts';
import * as directoryVersionPerStatement from './migrations/2026120301-directory-version-per-statement.ts';
import * as poolMoves from './migrations/2026120302-pool-moves.ts';
import * as activityAndBrowsing from './migrations/2026120403-activity-and-browsing.ts';
import * as todoKinds from './migrations/2026120404-todo-kinds.ts';
import * as todoTitleKeys from './migrations/2026120501-todo-title-keys.ts';
import * as boards from './migrations/2026120601-boards.ts';
import * as workUsers from './migrations/2026120701-work-users.ts';
import * as stockFlows from './migrations/2026120801-stock-flows.ts';
import * as mail from './migrations/2026120901-mail.ts';
import * as mailChanges from './migrations/2026121001-mail-changes.ts';
import * as agentPortal from './migrations/2026121002-agent-portal.ts';
import * as contentShares from './migrations/2026121101-content-shares.ts';
import * as stars from './migrations/2026121202-stars.ts';
import * as paymentLinks from './migrations/2026121203-payment-links.ts';
import * as smartFormSubmissions from './migrations/2026121204-smart-form-submissions.ts';

/** Every migration, by timestamped name; imported statically so no file-system scan is needed. */
const MIGRATIONS = {
  '2026112101-foundation': foundation,
  '2026112201-record-engine': recordEngine,
  '2026112301-extension-records': extensionRecords,
  '2026112302-table-versions': tableVersions,
  '2026112401-customer-accounts': customerAccounts,
  '2026112420-notification-settings-device-logins': notificationSettingsDeviceLogins,
  '2026112410-messenger-auth': messengerAuth,
  '2026112405-sign-in-codes': signInCodes,
  '2026112501-scheduled-jobs': scheduledJobs,
  '2026112502-request-limits': requestLimits,
  '2026112601-security-hardening': securityHardening,
  '2026112701-record-links': recordLinks,
  '2026112801-currency-rates': currencyRates,
  '2026112901-audit': audit,
  '2026113001-directory-version': directoryVersion,
  '2026113002-session-token-index': sessionTokenIndex,
  '2026120101-people': people,
  '2026120102-field-permissions': fieldPermissions,
  '2026120201-auth-version': authVersion,
  '2026120301-directory-version-per-statement': directoryVersionPerStatement,
  '2026120302-pool-moves': poolMoves,
  '2026120403-activity-and-browsing': activityAndBrowsing,
  '2026120404-todo-kinds': todoKinds,
  '2026120501-todo-title-keys': todoTitleKeys,
  '2026120601-boards': boards,
  '2026120701-work-users': workUsers,
  '2026120801-stock-flows': stockFlows,
  '2026120901-mail': mail,
  '2026121001-mail-changes': mailChanges,
  '2026121002-agent-portal': agentPortal,
  '2026121101-content-shares': contentShares,
  '2026121202-stars': stars,
  '2026121203-payment-links': paymentLinks,
  '2026121204-smart-form-submissions': smartFormSubmissions,
} satisfies Record<string, Migration>;

/** Brings the schema up to date; Kysely's migration lock makes concurrent starts safe. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Brings the schema to the named migration: tests of a migration start from the schema before it. */
export async function migrateTo(db: Kysely<any>, name: keyof typeof MIGRATIONS & string): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(db: Kysely<any>, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<void> {
  // Kysely looks for its migration tables in every schema; naming ours keeps a database whose other
  // schemas hold migration tables (a test schema per test file, other apps) from being mistaken as migrated.
  const migrationTableSchema = isPostgres(db) ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db, migrationTableSchema, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await run(migrator);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
