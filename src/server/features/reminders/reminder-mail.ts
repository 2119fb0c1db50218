import { REMINDER_CHANNELS_URL, type ReminderChannels } from '@core/reminder-delivery';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import type { Auth } from '../../plugins/auth';
import { smtpFailure, smtpTransport, type MailLog } from '../../mail/transport';
import { createSettingsStore } from '../settings/store';
import { reminderMessage, reminderOrigin, type ReminderMailKind } from './reminder-mail-message';
import { unsubscribeRoutes } from './unsubscribe-routes';
import { unsubscribeToken } from './unsubscribe-token';

export interface ReminderMailTarget {
  userId: string;
  email: string;
  name: string;
}

export interface ReminderMailer {
  /** Whether e-mail is set up at all (SMTP_URL and SUPPORT_EMAIL). */
  available: boolean;
  /** Sends one reminder e-mail; resolves false when it could not be sent. Never throws. */
  send(to: ReminderMailTarget, kind: ReminderMailKind): Promise<boolean>;
  close(): void;
}

type MailerConfig = Pick<
  Config,
  'smtpUrl' | 'supportEmail' | 'sessionSecret' | 'publicUrl' | 'host' | 'port'
>;

/**
 * Reminder e-mails through SMTP_URL from SUPPORT_EMAIL. The log gets what happened and which
 * kind of reminder, never an address, a name or a link (the link carries the unsubscribe token).
 */
export function createReminderMailer(config: MailerConfig, log: MailLog): ReminderMailer {
  const transport = smtpTransport(config, 'Cairn');
  const origin = reminderOrigin(config);
  // Said once: the scheduler asks every minute, and a line per person would drown the log.
  let saidUnset = false;
  if (transport && !config.publicUrl) {
    log.info(
      { mail: 'reminder', origin },
      'Links in reminder e-mails use this address because PUBLIC_URL is not set',
    );
  }

  return {
    available: transport !== undefined,
    async send(to, kind) {
      if (!transport) {
        if (!saidUnset) {
          saidUnset = true;
          log.info(
            { mail: 'reminder', kind },
            'Reminder e-mails are not sent because SMTP_URL and SUPPORT_EMAIL are not both set',
          );
        }
        return false;
      }
      try {
        const token = unsubscribeToken(config.sessionSecret, to.userId);
        await transport.sendMail(reminderMessage({ to, kind, origin, token }));
        return true;
      } catch (error) {
        log.error({ mail: 'reminder', kind, ...smtpFailure(error) }, 'reminder e-mail failed');
        return false;
      }
    },
    close: () => transport?.close(),
  };
}

/** E-mail reminders and their one-click unsubscribe (issue 20). */
export function registerReminderMail(
  app: FastifyInstance,
  { auth, database, config }: { auth: Auth; database: Database; config: Config },
): ReminderMailer {
  unsubscribeRoutes(app, {
    db: database.db,
    settings: createSettingsStore(database),
    secret: config.sessionSecret,
  });
  const mailer = createReminderMailer(config, app.log);
  // Settings offers e-mail reminders only where they can be sent.
  app.get(REMINDER_CHANNELS_URL, async (request, reply): Promise<ReminderChannels> => {
    await auth.requireUser(request, reply);
    return { email: mailer.available };
  });
  app.addHook('onClose', async () => mailer.close());
  return mailer;
}
