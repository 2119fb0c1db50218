import { useState } from 'react';
import type { ReportKind } from '@core/report/kinds';
import { defaultReportSettings, type ReportSettings } from '@core/report/settings';
import type { ApiUser } from '@core/user';
import { useJournalEntries } from '@client/api/journal-entries/get-entries';
import { PageTitle } from '@client/components/ui/page-title';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { todayIn } from '@client/lib/today';
import { ReportGenerator } from './report-generator';
import { ReportTypeCards } from './report-type-cards';
import { WhyReportsPanel } from './why-reports-panel';

/** The settings a visit starts with: the spec's defaults and the account's name. */
function initialSettings(user: ApiUser | null | undefined): ReportSettings {
  const settings = defaultReportSettings();
  settings.patientInfo.name = [user?.firstName, user?.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return settings;
}

export function ReportsPage() {
  const { data: user } = useCurrentUser();
  const entries = useJournalEntries();
  const [kind, setKind] = useState<ReportKind>('provider');
  const [settings, setSettings] = useState(() => initialSettings(user));
  const timeZone = user?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

  return (
    <div data-testid="reports-page" className="flex flex-col gap-6">
      <PageTitle
        title="Reports and Documentation"
        subtitle="Turn your journal into reports for your care team, your insurer, or yourself."
      />
      <ReportTypeCards selected={kind} onSelect={setKind} />
      <ReportGenerator
        kind={kind}
        onKindChange={setKind}
        settings={settings}
        onSettingsChange={setSettings}
        entries={entries.data}
        entriesFailed={entries.isError}
        today={todayIn(timeZone)}
        timeZone={timeZone}
      />
      <WhyReportsPanel />
    </div>
  );
}
