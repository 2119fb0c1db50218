import {
  CATEGORY_LABELS,
  PRIVACY_LEVEL_LABELS,
  type DataCategory,
  type PrivacyLevel,
} from '@core/research/constants';
import type { ContactInfo } from '@core/research/types';
import { smtpFailure, smtpTransport, type MailLog } from '../../mail/transport';

export interface EnrolmentMail {
  to: string;
  studyTitle: string;
  institution: string;
  contact: ContactInfo;
  categories: DataCategory[];
  privacyLevel: PrivacyLevel;
}

export interface ResearchMailer {
  /** Confirms an enrolment to the participant. Never rejects. */
  enrolled(mail: EnrolmentMail): Promise<void>;
  close(): void;
}

const PRIVACY_WORDS: Record<PrivacyLevel, string> = {
  anonymized: 'the research team sees no dates and no name, only day numbers from your enrolment',
  pseudonymized:
    'the research team sees a code instead of your name, and every date is moved by the same hidden number of days',
  identifiable: 'the research team sees your name and e-mail address with your data, as you agreed',
};

export function enrolmentMessage(mail: EnrolmentMail) {
  const contact = [
    mail.contact.name,
    mail.contact.email,
    ...(mail.contact.phone ? [mail.contact.phone] : []),
  ];
  return {
    to: mail.to,
    subject: `You're enrolled: ${mail.studyTitle}`,
    text: [
      `You are now taking part in the study "${mail.studyTitle}" run by ${mail.institution}.`,
      '',
      'Research team contact:',
      ...contact.map((line) => `  ${line}`),
      '',
      'What you share with the study:',
      ...mail.categories.map((category) => `  - ${CATEGORY_LABELS[category]}`),
      '',
      `Privacy level: ${PRIVACY_LEVEL_LABELS[mail.privacyLevel]} (${PRIVACY_WORDS[mail.privacyLevel]}).`,
      'Notes, journal text and other words you write are never shared.',
      '',
      'You can withdraw at any time: in Cairn, open Clinical Research, then My Participation >',
      'Withdraw. You choose whether the data already shared is kept or removed.',
      '',
      'Cairn',
    ].join('\n'),
  };
}

/**
 * The enrolment confirmation through SMTP_URL when SMTP_URL and SUPPORT_EMAIL are set. Without
 * them, or when the send fails, one log line says so, with no name, address or study.
 */
export function createResearchMailer(
  settings: { smtpUrl: string | undefined; supportEmail: string | undefined },
  log: MailLog,
): ResearchMailer {
  const transport = smtpTransport(settings, 'Cairn');
  return {
    async enrolled(mail) {
      if (!transport) {
        log.info(
          { mail: 'research-enrolment' },
          'Research enrolment confirmation not e-mailed because SMTP_URL and SUPPORT_EMAIL are not both set',
        );
        return;
      }
      try {
        await transport.sendMail(enrolmentMessage(mail));
      } catch (error) {
        log.error({ mail: 'research-enrolment', ...smtpFailure(error) }, 'research e-mail failed');
      }
    },
    close: () => transport?.close(),
  };
}
