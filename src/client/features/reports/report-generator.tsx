import { FileText, Loader2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { JournalEntry } from '@core/journal';
import type { ReportKind } from '@core/report/kinds';
import { reportPeriod } from '@core/report/period';
import { photosInPeriod } from '@core/report/photos';
import type { ReportSettings } from '@core/report/settings';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { EntriesPlaceholder } from './entries-placeholder';
import { isOutdated, type ReportRequest } from './make-report';
import { FhirDownloadButton } from '@client/features/fhir-export/fhir-download-button';
import { PatientFields } from './patient-fields';
import { PhotoChoices } from './photo-choices';
import { ReportPreview } from './report-preview';
import { SettingsFields } from './settings-fields';
import { useReportGenerator } from './use-report-generator';

/**
 * The report generator: the patient's details, the settings, Generate Report, and then either
 * the entries-in-period placeholder or the preview with its download and print buttons.
 */
export function ReportGenerator({
  kind,
  onKindChange,
  settings,
  onSettingsChange,
  entries,
  entriesFailed,
  today,
  timeZone,
}: {
  kind: ReportKind;
  onKindChange(kind: ReportKind): void;
  settings: ReportSettings;
  onSettingsChange(next: ReportSettings): void;
  /** For the placeholder's count and the photos to choose from; undefined while loading. */
  entries:
    readonly (Pick<JournalEntry, 'date'> & Partial<Pick<JournalEntry, 'photoUrls'>>)[] | undefined;
  entriesFailed: boolean;
  today: string;
  timeZone: string;
}) {
  const generator = useReportGenerator();
  const generating = generator.status === 'generating';
  const periodPhotos = useMemo(
    () =>
      kind === 'provider' && entries
        ? photosInPeriod(entries, reportPeriod(today, settings.dateRange))
        : [],
    [kind, entries, today, settings.dateRange],
  );
  const [chosenPhotoIds, setChosenPhotoIds] = useState<ReadonlySet<string>>(new Set());
  const photos = periodPhotos.filter((photo) => chosenPhotoIds.has(photo.id));
  const request: ReportRequest = { kind, settings, today, timeZone, photos };
  const nameMissing = settings.patientInfo.name.trim() === '';

  return (
    <Card data-testid="report-generator">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileText aria-hidden="true" className="size-5 text-primary" />
          Report Generator
        </CardTitle>
        <CardDescription>
          Fill in your details, choose what the report covers, and generate it from your journal.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <form
          aria-label="Report generator"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!generating && !nameMissing) void generator.generate(request);
          }}
          className="flex flex-col gap-6"
        >
          <PatientFields
            value={settings.patientInfo}
            onChange={(patientInfo) => onSettingsChange({ ...settings, patientInfo })}
          />
          <SettingsFields
            kind={kind}
            settings={settings}
            onKindChange={onKindChange}
            onChange={onSettingsChange}
          />
          <PhotoChoices
            photos={periodPhotos}
            chosen={chosenPhotoIds}
            onChange={setChosenPhotoIds}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="submit"
              size="lg"
              disabled={generating || nameMissing}
              aria-describedby={nameMissing ? 'report-name-needed' : undefined}
            >
              {generating ? (
                <Loader2 aria-hidden="true" className="size-5 animate-spin" />
              ) : (
                <FileText aria-hidden="true" className="size-5" />
              )}
              {generating ? 'Generating...' : 'Generate Report'}
            </Button>
            {nameMissing ? (
              <p id="report-name-needed" className="text-sm text-slate-600">
                Enter the patient name to generate the report.
              </p>
            ) : null}
          </div>
        </form>
        {generator.report ? (
          <ReportPreview
            report={generator.report}
            outdated={isOutdated(generator.report, request)}
          />
        ) : (
          <EntriesPlaceholder
            entries={entries}
            loadFailed={entriesFailed}
            today={today}
            days={settings.dateRange}
          />
        )}
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
          <p className="text-sm text-slate-600">
            For a clinic&apos;s records system: the period&apos;s entries (pain, where it hurts,
            sleep, mood, symptoms), weekly check-ins, medications and doses as a standard FHIR R4
            file.
          </p>
          <div>
            <FhirDownloadButton days={settings.dateRange} timeZone={timeZone} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
