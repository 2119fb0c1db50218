import { CircleHelp, Mail, MessageCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LIVE_CHAT_HOURS_TEXT, liveChatHoursIn } from '@core/live-chat';
import { SUPPORT_REPLY_HOURS } from '@core/support';
import { useSupportContact } from '@client/api/support/get-contact';

function Option({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-muted text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        {children}
      </div>
    </li>
  );
}

const linkClass = 'font-medium break-all text-primary underline underline-offset-2';

/**
 * Other ways to reach support (spec document 2 section 2): e-mail, live chat hours and the help
 * centre, which in Cairn is this page's FAQ.
 */
export function ContactOptions({
  timeZone,
  onOpenFaq,
}: {
  /** The viewer's zone, to show the chat hours on their clock too. */
  timeZone: string;
  onOpenFaq(): void;
}) {
  const contact = useSupportContact();
  const email = contact.data?.email ?? null;
  const localHours = liveChatHoursIn(timeZone, new Date());

  return (
    <ul className="grid gap-5 sm:grid-cols-3 sm:gap-6">
      <Option icon={Mail} title="Email">
        {email ? (
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        ) : (
          <p className="text-slate-700">Write to us with the form; the answer comes by e-mail.</p>
        )}
        <p className="text-sm text-slate-600">We reply within {SUPPORT_REPLY_HOURS} hours.</p>
      </Option>
      <Option icon={MessageCircle} title="Live chat">
        <p className="text-slate-700">{LIVE_CHAT_HOURS_TEXT}</p>
        {localHours ? (
          <p className="text-sm text-slate-600">
            In your time zone ({timeZone.replace(/_/g, ' ')}): {localHours.days}, {localHours.opens}{' '}
            to {localHours.closes}.
          </p>
        ) : null}
      </Option>
      <Option icon={CircleHelp} title="Help centre">
        <p className="text-slate-700">Answers to the questions we hear most.</p>
        <a
          href="#faq"
          className={linkClass}
          onClick={(event) => {
            event.preventDefault();
            onOpenFaq();
          }}
        >
          Browse the FAQ
        </a>
      </Option>
    </ul>
  );
}
