import { translate, type Lang } from '@crm/domain';
import type { FastifyBaseLogger } from 'fastify';
import { appendFile } from 'node:fs/promises';
import nodemailer from 'nodemailer';
import { CODE_TTL_MINUTES, type CodeChannel, type CodePurpose } from './codes.ts';

/**
 * How codes reach people (README "Verification codes"):
 *   SMS_PROVIDER  `dev` (default): the code goes to the server log, and with DEV_OUTBOX set also
 *                 as a JSON line {to, code, purpose, at} appended to that file (end-to-end tests
 *                 read it). `http`: POST to SMS_HTTP_URL with the JSON body
 *                 {mobile, code, purpose, minutes, text}; any 2xx answer counts as sent.
 *   SMTP_URL      e-mail through this SMTP server (nodemailer URL, e.g. smtp://user:pass@host:587),
 *                 from MAIL_FROM; without it e-mailed codes use the development provider as well.
 */
export interface CodeDeliveryOptions {
  sms: 'dev' | 'http';
  smsHttpUrl?: string;
  smtpUrl?: string;
  mailFrom?: string;
  devOutbox?: string;
}

export interface CodeMessage {
  channel: CodeChannel;
  to: string;
  code: string;
  purpose: CodePurpose;
  lang: Lang;
}

/** Sends one code; a rejected promise means the code did not leave. */
export type CodeSender = (message: CodeMessage) => Promise<void>;

const SMS_TIMEOUT_MS = 10_000;

function codeText(message: CodeMessage): string {
  return translate(message.lang, 'server.verification.codeText', { code: message.code, minutes: CODE_TTL_MINUTES });
}

function developmentSender(log: FastifyBaseLogger, outbox: string | undefined): CodeSender {
  return async (message) => {
    // Warn level: the demo logs at 'warn', and the code must be visible there.
    log.warn({ to: message.to, purpose: message.purpose }, `development ${message.channel} provider: code ${message.code}`);
    if (outbox) {
      const line = { to: message.to, code: message.code, purpose: message.purpose, at: new Date().toISOString() };
      await appendFile(outbox, `${JSON.stringify(line)}\n`);
    }
  };
}

function httpSmsSender(url: string): CodeSender {
  return async (message) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: message.to, code: message.code, purpose: message.purpose, minutes: CODE_TTL_MINUTES, text: codeText(message) }),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  };
}

function smtpSender(smtpUrl: string, from: string): CodeSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    await transport.sendMail({
      from,
      to: message.to,
      subject: translate(message.lang, 'server.verification.emailSubject'),
      text: codeText(message),
    });
  };
}

/** One sender for both channels, each routed to its configured provider. */
export function createCodeSender(options: CodeDeliveryOptions, log: FastifyBaseLogger): CodeSender {
  const development = developmentSender(log, options.devOutbox);
  const sms = options.sms === 'http' && options.smsHttpUrl ? httpSmsSender(options.smsHttpUrl) : development;
  const email = options.smtpUrl ? smtpSender(options.smtpUrl, options.mailFrom ?? 'Mobile CRM <no-reply@localhost>') : development;
  return (message) => (message.channel === 'sms' ? sms(message) : email(message));
}

/** Reads the delivery settings from the environment; SMS_PROVIDER=http needs SMS_HTTP_URL. */
export function codeDeliveryFromEnv(env: NodeJS.ProcessEnv): CodeDeliveryOptions {
  const sms = env.SMS_PROVIDER || 'dev';
  if (sms !== 'dev' && sms !== 'http') throw new Error(`SMS_PROVIDER must be dev or http, got "${sms}"`);
  if (sms === 'http' && !env.SMS_HTTP_URL) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
  return {
    sms,
    smsHttpUrl: env.SMS_HTTP_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    devOutbox: env.DEV_OUTBOX || undefined,
  };
}
