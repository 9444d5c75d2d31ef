import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';

/**
 * Starts the server from the environment:
 *   PORT (8080), HOST (0.0.0.0), DATABASE_URL (sqlite:./data/crm.sqlite, or postgres://...),
 *   SIGN_SECRET (a demo default: set your own), SEED (anything but `none` seeds the demo tenant
 *   into an empty database), FILES_DIR (./data/files), TOKEN_TTL_HOURS (168),
 *   WEB_DIST (packages/web/dist), LOG_LEVEL (info; `silent` turns logging off), TRUST_PROXY (off),
 *   SCHEDULED_JOBS (on; `off` leaves the scheduled jobs to the other instances, README),
 *   KEEP_ALIVE_SECONDS (10; above a load balancer's idle time-out behind one, README).
 *   Ways in: SMS_PROVIDER (dev), SMS_HTTP_URL, SMTP_URL, MAIL_FROM, DEV_OUTBOX, CAS_SERVER_URL (README).
 *   Enterprise messengers: MESSENGER_SECRET_KEY (a demo default: set your own), and per provider
 *   WECOM_, DINGTALK_, FEISHU_, YUNZHIJIA_ + API_BASE and AUTHORIZE_BASE (the providers' hosts; README).
 */
const { app: options, listen } = configFromEnv();
const app = await buildApp(options);
await app.listen({ port: listen.port, host: listen.host });
const shownHost = listen.host === '0.0.0.0' || listen.host === '::' ? 'localhost' : listen.host;
console.log(`listening on http://${shownHost}:${listen.port}`);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
