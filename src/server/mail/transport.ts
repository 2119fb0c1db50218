import type { SendMailOptions, Transporter } from 'nodemailer';

/** The part of Fastify's logger the mailers use. */
export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

// A dead mail server must not keep background sends (and their sockets) around for minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** What the mailers use of an SMTP transport. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close(): void;
}

/**
 * The SMTP transport of SMTP_URL, sending from SUPPORT_EMAIL under `senderName`; undefined when
 * either is unset, in which case Cairn sends no e-mail at all. nodemailer is loaded on the first
 * send, not at start-up: its ~40 modules would otherwise stay in the server's memory for the
 * installations that never send e-mail (decision 0004).
 */
export function smtpTransport(
  settings: { smtpUrl: string | undefined; supportEmail: string | undefined },
  senderName: string,
): MailTransport | undefined {
  const { smtpUrl, supportEmail } = settings;
  if (!smtpUrl || !supportEmail) return undefined;
  let transporter: Promise<Transporter> | undefined;
  const open = () =>
    (transporter ??= import('nodemailer').then(({ createTransport }) =>
      createTransport(
        { url: smtpUrl, ...TIMEOUTS },
        { from: { name: senderName, address: supportEmail } },
      ),
    ));
  return {
    sendMail: async (message) => (await open()).sendMail(message),
    close: () => void transporter?.then((opened) => opened.close()).catch(() => {}),
  };
}

/** Failures that concern the connection to the mail server, whose text names no recipient. */
const CONNECTION_CODES = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'ETLS', 'EDNS', 'EAUTH']);

/**
 * What is worth logging about a failed send. A refusal's text usually quotes the recipient's
 * address, so only connection failures keep their message.
 */
export function smtpFailure(error: unknown): Record<string, unknown> {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
  const code = typeof e.code === 'string' ? e.code : 'UNKNOWN';
  return {
    code,
    ...(typeof e.responseCode === 'number' ? { responseCode: e.responseCode } : {}),
    ...(typeof e.command === 'string' ? { command: e.command } : {}),
    ...(CONNECTION_CODES.has(code) && error instanceof Error ? { reason: error.message } : {}),
  };
}
