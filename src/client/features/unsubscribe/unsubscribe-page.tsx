import { useState, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Logo } from '@client/components/ui/logo';
import { serverMessage } from '@client/lib/api-failure';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useNoIndex } from '@client/lib/use-no-index';
import { takeUnsubscribeToken } from './link-token';
import { useStopReminderEmails } from './stop-reminder-emails';

function Frame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-5 px-5 py-12 text-center">
      <Logo className="size-12" />
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {children}
    </main>
  );
}

/**
 * /unsubscribe: where the "Stop these e-mails" link of a reminder e-mail leads, signed in or
 * not. It asks before acting, because mail scanners open every link in an e-mail; the e-mail's
 * one-click header (RFC 8058) is what mail programs use without asking.
 */
export function UnsubscribePage() {
  const [token] = useState(takeUnsubscribeToken);
  const stop = useStopReminderEmails();
  useDocumentTitle('Stop reminder e-mails');
  useNoIndex();

  if (token === null) {
    return (
      <Frame title="Open the link from your e-mail">
        <p className="text-base leading-relaxed text-slate-700">
          This page needs the whole link from a reminder e-mail. You can also turn reminder e-mails
          off in Cairn’s Settings.
        </p>
      </Frame>
    );
  }
  if (stop.isSuccess) {
    return (
      <Frame title="Reminder e-mails stopped">
        <p role="status" className="text-base leading-relaxed text-slate-700">
          You will not get reminder e-mails any more. You can turn them on again in Settings.
        </p>
      </Frame>
    );
  }
  return (
    <Frame title="Stop reminder e-mails?">
      <p className="text-base leading-relaxed text-slate-700">
        Cairn will stop sending you the daily and weekly check-in reminders by e-mail.
      </p>
      {stop.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
          {/* The API names the field ("token: ..."); a person needs only the sentence. */}
          {serverMessage(stop.error, 'Cairn could not be reached. Please try again.').replace(
            /^token: /,
            '',
          )}
        </p>
      ) : null}
      <Button disabled={stop.isPending} onClick={() => stop.mutate(token)}>
        {stop.isPending ? 'Stopping…' : 'Stop e-mails'}
      </Button>
    </Frame>
  );
}
