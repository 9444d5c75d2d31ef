import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * Real mail servers on loopback for the e-mail tests (issue 21): Debian's Dovecot for IMAP, with
 * a private configuration and mail folder of its own (any user logs in with MAIL_PASSWORD; the
 * inbox, Sent, Drafts and Trash exist and are marked by their special use), and nodemailer's
 * smtp-server for SMTP, which keeps what it receives. .ci/run installs dovecot-imapd.
 */

export const MAIL_PASSWORD = 'mail-test-password';
const DOVECOT = '/usr/sbin/dovecot';

/** A port free on loopback now (the kernel's choice, let go at once for the server to take). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function listening(port: number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface ImapServer {
  port: number;
  stop(): Promise<void>;
  /** Starts it again on the same port and folder (after stop). */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

export async function startImapServer(): Promise<ImapServer> {
  if (!existsSync(DOVECOT)) throw new Error(`${DOVECOT} is missing: install Debian's dovecot-imapd (.ci/run does)`);
  const dir = mkdtempSync(join(tmpdir(), 'crm-imap-'));
  const port = await freePort();
  const root = process.getuid?.() === 0;
  // As root, Dovecot's own users (the package makes them) and mail owned by nobody; otherwise all the caller's.
  const me = userInfo().username;
  const mailUser = root ? 'nobody' : me;
  if (root) chownSync(dir, 65534, 65534);
  writeFileSync(
    join(dir, 'dovecot.conf'),
    `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
# A wrong password is refused at once (2 s later by default). The logins after it from that address
# are still held back (Dovecot's penalty against guessing): tests refuse a login last.
auth_failure_delay = 0
mail_location = maildir:${dir}/mail/%u
first_valid_uid = 1
${root ? '' : `default_internal_user = ${me}\ndefault_login_user = ${me}`}
passdb {
  driver = static
  args = password=${MAIL_PASSWORD}
}
userdb {
  driver = static
  args = uid=${mailUser} gid=${root ? 'nogroup' : (process.getgid?.() ?? '')} home=${dir}/mail/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
namespace inbox {
  inbox = yes
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
  mailbox Drafts {
    special_use = \\Drafts
    auto = subscribe
  }
  mailbox Trash {
    special_use = \\Trash
    auto = subscribe
  }
}
`,
  );
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: 'ignore' });
    await listening(port);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  await start();
  return {
    port,
    start,
    stop,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface SmtpServer {
  port: number;
  /** Each message as received: its envelope and raw source. */
  received: { from: string; to: string[]; raw: string }[];
  close(): Promise<void>;
}

/** An SMTP server that takes a login with MAIL_PASSWORD (plain, on loopback) and keeps every message. */
export async function startSmtpServer(): Promise<SmtpServer> {
  const received: SmtpServer['received'] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.password === MAIL_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('535 Authentication credentials invalid'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
