import { useState, type ReactNode } from 'react';
import { Download, FileArchive, FileSpreadsheet, Upload } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { FULL_EXPORT_URL } from '@core/data-export';
import { exportData, type ExportKind } from '@client/features/data-export/export-data';
import { MediaUsageLine } from './media-usage-line';
import { DeleteAccount } from './delete-account';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function ExportRow({
  label,
  description,
  busy,
  icon,
  onExport,
}: {
  label: string;
  description: string;
  busy: boolean;
  icon: ReactNode;
  onExport(): void;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <p className="text-sm text-slate-600">{description}</p>
      <Button
        variant="outline"
        // Not `disabled`, which would drop keyboard focus mid-export.
        aria-disabled={busy || undefined}
        className={busy ? 'opacity-60 sm:shrink-0' : 'sm:shrink-0'}
        onClick={onExport}
      >
        {icon}
        {busy ? 'Exporting...' : label}
      </Button>
    </div>
  );
}

/**
 * "Data and Privacy" (spec document 1 section 2: it offers the data export): the whole account
 * as a Cairn file, the journal as a spreadsheet, and the way to the Import page.
 */
export function DataPrivacyCard() {
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const run = (kind: ExportKind) => {
    if (busy) return;
    setBusy(kind);
    void exportData(kind).finally(() => setBusy(null));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Data and Privacy</CardTitle>
        <CardDescription>
          Your journal, medications, triggers and settings belong to you. Download them whenever you
          like, or bring back a file exported from Cairn.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col divide-y divide-slate-100">
        <Section title="Export">
          <ExportRow
            label="Export all data"
            description="Everything in your account as one JSON file, which Cairn can import again."
            busy={busy === 'json'}
            icon={<Download aria-hidden="true" className="size-5" />}
            onExport={() => run('json')}
          />
          <ExportRow
            label="Export journal as CSV"
            description="Your journal entries, one row each, for Excel, Numbers or Google Sheets."
            busy={busy === 'csv'}
            icon={<FileSpreadsheet aria-hidden="true" className="size-5" />}
            onExport={() => run('csv')}
          />
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <p className="text-sm text-slate-600">
              Everything above with your photos and voice notes, as one .zip file Cairn can import
              again.
            </p>
            {/* A plain download: the browser saves the zip as it streams, however large. */}
            <a
              href={FULL_EXPORT_URL}
              download
              className={buttonVariants({ variant: 'outline', className: 'py-2 sm:shrink-0' })}
            >
              <FileArchive aria-hidden="true" className="size-5" />
              {/* The longest label here: it wraps on a phone instead of running off the card. */}
              <span className="whitespace-normal">Full export (with photos and voice notes)</span>
            </a>
          </div>
          <MediaUsageLine />
        </Section>
        <Section title="Import">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <p className="text-sm text-slate-600">
              A Cairn export, or your history from another pain app (CrisisCore pain-tracker,
              Bearable, Flaredown) or any spreadsheet. You see what it holds before anything is
              stored.
            </p>
            <Link
              href="/import"
              className={buttonVariants({ variant: 'outline', className: 'sm:shrink-0' })}
            >
              <Upload aria-hidden="true" className="size-5" />
              Import data
            </Link>
          </div>
        </Section>
        <Section title="Delete account">
          <DeleteAccount />
        </Section>
      </CardContent>
    </Card>
  );
}
