import { PageSkeleton } from '@client/components/ui/skeleton';
import { isFatal } from './api/clinician-request';
import { useClinicianSession } from './api/get-session';
import { CodeForm } from './code-form';
import { MessagePage } from './message-page';
import { PortalPage } from './portal/portal-page';

/** The session decides: the code form first when it is still needed, then the portal. */
export function ClinicianGate() {
  const session = useClinicianSession();
  if (session.isPending) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <PageSkeleton />
      </main>
    );
  }
  if (session.isError) {
    // Fatal answers are shown by the view; anything else (offline, 500) is said plainly here.
    if (isFatal(session.error)) return null;
    return (
      <MessagePage title="This page could not be loaded">
        <p>Please check your connection and reload the page.</p>
      </MessagePage>
    );
  }
  if (session.data.codeRequired) return <CodeForm attemptsLeft={session.data.codeAttemptsLeft} />;
  return <PortalPage />;
}
