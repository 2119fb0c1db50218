import { useState } from 'react';
import { PageSkeleton } from '@client/components/ui/skeleton';
import { isFatal } from '../api/clinician-request';
import { useClinicianPortal } from '../api/get-portal';
import { MessagePage } from '../message-page';
import { PatientData } from './patient-data';
import { PortalHeader } from './portal-header';
import { ReportView } from './report-view';
import { ReportsList } from './reports-list';
import { SentItems } from './sent-items';
import { WriteForms } from './write-forms';

/** Everything the patient shared, in reading order; only the open report prints. */
export function PortalPage() {
  const portal = useClinicianPortal(true);
  const [chosenId, setChosenId] = useState<string | null>(null);

  if (portal.isPending) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <PageSkeleton />
      </main>
    );
  }
  if (portal.isError) {
    if (isFatal(portal.error)) return null;
    return (
      <MessagePage title="This page could not be loaded">
        <p>Please check your connection and reload the page.</p>
      </MessagePage>
    );
  }

  const { data } = portal;
  const ids = data.reports.map((report) => report.id);
  const pick = (id: string | null) => (id !== null && ids.includes(id) ? id : null);
  const openId = pick(chosenId) ?? pick(data.openedReportId) ?? ids[0] ?? null;

  const open = (id: string) => {
    setChosenId(id);
    document.getElementById('report-heading')?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-8 sm:px-6 sm:py-10 print:max-w-none print:p-0">
      <PortalHeader portal={data} />
      <ReportsList reports={data.reports} openId={openId} onOpen={open} />
      {openId ? <ReportView key={openId} reportId={openId} /> : null}
      <PatientData permissions={data.provider.permissions} />
      <WriteForms permissions={data.provider.permissions} />
      <SentItems recommendations={data.recommendations} notes={data.notes} />
    </main>
  );
}
