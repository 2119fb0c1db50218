import { ACCESS_LEVEL_LABELS, type AccessLevel } from '@core/provider-portal/permissions';
import type { Delivery } from '@core/provider-portal/types';
import { smtpFailure, smtpTransport, type MailLog } from '../../mail/transport';

export interface InvitationMail {
  to: string;
  providerName: string;
  patientName: string;
  link: string;
  code: string;
  accessLevel: AccessLevel;
  /** ISO instant the access ends. */
  accessEndsAt: string;
}

export interface ShareMail {
  to: string;
  providerName: string;
  patientName: string;
  link: string;
  reportTitle: string;
  /** yyyy-MM-dd of the report's first and last day. */
  start: string;
  end: string;
}

export interface ProviderMailer {
  /** Sends the invitation; 'manual' (with link and code) when it could not be e-mailed. */
  invitation(mail: InvitationMail): Promise<Delivery>;
  /** Sends a shared report's link; 'manual' (with the link) when it could not be e-mailed. */
  reportShared(mail: ShareMail): Promise<Delivery>;
  close(): void;
}

/** "12 June 2026": the date the access ends, written the same for every reader. */
function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function invitationMessage(mail: InvitationMail) {
  return {
    to: mail.to,
    subject: `${mail.providerName}: ${mail.patientName} invited you to Cairn`,
    text: [
      `Dear ${mail.providerName},`,
      '',
      `${mail.patientName} keeps a pain journal in Cairn and has invited you to see it.`,
      '',
      'Open this link:',
      mail.link,
      '',
      `Then enter this code: ${mail.code}`,
      '',
      `Access level: ${ACCESS_LEVEL_LABELS[mail.accessLevel]}.`,
      `Your access ends on ${longDate(mail.accessEndsAt)} (UTC) unless your patient renews it.`,
      '',
      'The link and code are for you alone: please do not forward this e-mail. If you were not',
      'expecting it, you can ignore it; nothing happens until the code is entered.',
      '',
      'Cairn',
    ].join('\n'),
  };
}

export function shareMessage(mail: ShareMail) {
  return {
    to: mail.to,
    subject: `${mail.providerName}: ${mail.patientName} shared a health report with you`,
    text: [
      `Dear ${mail.providerName},`,
      '',
      `${mail.patientName} shared a report with you in Cairn:`,
      `${mail.reportTitle} (${mail.start} to ${mail.end})`,
      '',
      'Read it here:',
      mail.link,
      '',
      'The link is for you alone: please do not forward this e-mail.',
      '',
      'Cairn',
    ].join('\n'),
  };
}

/**
 * Invitation and share e-mails through SMTP_URL when SMTP_URL and SUPPORT_EMAIL are set. When
 * they are not, or the send fails, the answer hands the link (and code) to the patient to pass
 * on. The log never gets names, addresses or links: one line saying what happened.
 */
export function createProviderMailer(
  settings: { smtpUrl: string | undefined; supportEmail: string | undefined },
  log: MailLog,
): ProviderMailer {
  const transport = smtpTransport(settings, 'Cairn');

  async function deliver(
    kind: 'invitation' | 'report',
    message: { to: string; subject: string; text: string },
    manual: Delivery & { delivery: 'manual' },
  ): Promise<Delivery> {
    if (!transport) {
      log.info(
        { mail: kind },
        `Provider ${kind} not e-mailed because SMTP_URL and SUPPORT_EMAIL are not both set; the link was shown to the patient`,
      );
      return manual;
    }
    try {
      await transport.sendMail(message);
      return { delivery: 'email' };
    } catch (error) {
      log.error({ mail: kind, ...smtpFailure(error) }, 'provider e-mail failed');
      return manual;
    }
  }

  return {
    invitation: (mail) =>
      deliver('invitation', invitationMessage(mail), {
        delivery: 'manual',
        link: mail.link,
        code: mail.code,
      }),
    reportShared: (mail) =>
      deliver('report', shareMessage(mail), { delivery: 'manual', link: mail.link }),
    close: () => transport?.close(),
  };
}
