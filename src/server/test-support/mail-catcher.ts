import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** Envelope recipients, as the SMTP server was told them. */
  to: string[];
  headers: Map<string, string>;
  subject: string;
  /** The decoded text body. */
  text: string;
}

export interface MailCatcher {
  url: string;
  mails: CaughtMail[];
  /** Resolves once `count` mails have arrived in total. */
  waitFor(count: number, timeoutMs?: number): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on an ephemeral local port that keeps what it receives. Recipients listed
 * in `refuse` are rejected at RCPT TO with 550, as a mail server does for an unknown mailbox.
 */
export async function startMailCatcher(options: { refuse?: string[] } = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.includes(address.address)) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        mails.push({ to, ...parseMail(Buffer.concat(chunks).toString('utf8')) });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (mails.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mails.slice());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} mails, received ${mails.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Enough of RFC 5322 and MIME for the single-part text mails Cairn sends. */
function parseMail(raw: string): Omit<CaughtMail, 'to'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { headers, subject: headers.get('subject') ?? '', text: text.replace(/\r\n/g, '\n') };
}

function decodeQuotedPrintable(body: string): string {
  const escaped = body
    .replace(/=\r\n/g, '')
    .replace(/%/g, '%25')
    .replace(/=([0-9A-F]{2})/gi, '%$1');
  return decodeURIComponent(escaped);
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
