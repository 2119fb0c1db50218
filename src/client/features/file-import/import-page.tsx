import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { Link } from 'wouter';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_MB,
  IMPORT_ZIP_MAX_BYTES,
  IMPORT_ZIP_MAX_MB,
  IMPORT_ZIP_TOO_LARGE_MESSAGE,
  importSummary,
} from '@core/data-export';
import { FILE_TOO_LARGE_MESSAGE, type ImportPreview } from '@core/file-import';
import type { ColumnMapping } from '@core/import-formats/types';
import { importZip } from '@client/api/data-export/import-zip';
import { afterImport, ImportError } from '@client/api/file-import/after-import';
import { previewImport, runImport } from '@client/api/file-import/file-import';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { FailureNote } from '@client/components/ui/failure-note';
import { PageTitle } from '@client/components/ui/page-title';
import { PercentBar } from '@client/components/ui/percent-bar';
import { toast } from '@client/lib/toast';
import { MappingForm } from './mapping-form';
import { PreviewDetails } from './preview-details';

/** A mapping the server remembered is complete (it was checked when it was used). */
const asMapping = (mapping: Partial<ColumnMapping> | undefined) =>
  mapping?.date ? (mapping as ColumnMapping) : undefined;

type Step =
  | { kind: 'choose' }
  | { kind: 'reading'; file: File }
  | { kind: 'mapping'; file: File; preview: ImportPreview }
  | { kind: 'preview'; file: File; preview: ImportPreview; mapping?: ColumnMapping }
  | { kind: 'importing'; file: File; percent: number }
  | { kind: 'zip'; file: File }
  | { kind: 'importing-zip'; file: File }
  | { kind: 'done'; summary: string };

/**
 * A Cairn full export: its zip goes to the server as it is, with no preview. Known by its first
 * bytes ("PK\x03\x04"), so a zip saved without its extension is one too.
 */
async function isZip(file: File): Promise<boolean> {
  if (/\.zip$/i.test(file.name)) return true;
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

const FAILED_MESSAGE = 'The file could not be read. Please try again.';
const problemOf = (error: unknown) =>
  error instanceof ImportError ? error.message : FAILED_MESSAGE;

const FORMATS = [
  'Cairn exports: JSON, CSV and FHIR',
  'Cairn full exports with photos and voice notes: ZIP',
  'CrisisCore pain-tracker: CSV, JSON and FHIR',
  'Bearable: CSV export',
  'Flaredown: CSV export',
  'Any other spreadsheet saved as CSV, with a header row',
];

/**
 * /import: a file from Cairn or another pain app, recognised by its contents, shown before
 * anything is stored (with the rows that cannot be imported and how values are converted),
 * then imported with its progress. Reached from Settings, Data and Privacy.
 */
export function ImportPage() {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);
  const [skipConfirmed, setSkipConfirmed] = useState(false);

  const showPreview = async (file: File, mapping?: ColumnMapping) => {
    setProblem(null);
    setStep({ kind: 'reading', file });
    try {
      let preview = await previewImport(file, { mapping });
      // A file with the columns of one imported before: read it the way chosen then.
      const remembered = preview.mappingRemembered ? asMapping(preview.mapping) : undefined;
      if (!mapping && remembered) {
        mapping = remembered;
        preview = await previewImport(file, { mapping });
      }
      setSkipConfirmed(false);
      setStep(
        preview.needsMapping
          ? { kind: 'mapping', file, preview }
          : { kind: 'preview', file, preview, mapping },
      );
    } catch (error) {
      setProblem(problemOf(error));
      setStep({ kind: 'choose' });
    }
  };

  /** Back to the mapping step, starting from the columns chosen so far. */
  const changeColumns = async (file: File, current: ColumnMapping) => {
    setProblem(null);
    try {
      const preview = await previewImport(file, {});
      setStep({ kind: 'mapping', file, preview: { ...preview, mapping: current } });
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again (after a fix) reads it again.
    input.value = '';
    if (file) void choose(file);
  };

  const choose = async (file: File) => {
    if (await isZip(file)) {
      setProblem(file.size > IMPORT_ZIP_MAX_BYTES ? IMPORT_ZIP_TOO_LARGE_MESSAGE : null);
      if (file.size <= IMPORT_ZIP_MAX_BYTES) setStep({ kind: 'zip', file });
      return;
    }
    if (file.size > IMPORT_MAX_BYTES) {
      setProblem(FILE_TOO_LARGE_MESSAGE);
      return;
    }
    await showPreview(file);
  };

  const startImport = async (file: File, preview: ImportPreview, mapping?: ColumnMapping) => {
    setProblem(null);
    setStep({ kind: 'importing', file, percent: 0 });
    try {
      const result = await runImport(
        file,
        { mapping, skipBadRows: preview.skippedCount > 0 && skipConfirmed },
        (bytes) =>
          setStep({ kind: 'importing', file, percent: Math.round((bytes / file.size) * 100) }),
      );
      await afterImport(queryClient);
      setStep({ kind: 'done', summary: result.summary });
      toast({ title: 'Import complete', description: result.summary });
    } catch (error) {
      setProblem(`Nothing was imported. ${problemOf(error)}`);
      setStep({ kind: 'preview', file, preview, mapping });
    }
  };

  const startZipImport = async (file: File) => {
    setProblem(null);
    setStep({ kind: 'importing-zip', file });
    try {
      const summary = importSummary(await importZip(file));
      await afterImport(queryClient);
      setStep({ kind: 'done', summary });
      toast({ title: 'Import complete', description: summary });
    } catch (error) {
      setProblem(`Nothing was imported. ${problemOf(error)}`);
      setStep({ kind: 'zip', file });
    }
  };

  let body;
  switch (step.kind) {
    case 'choose':
    case 'reading':
      body = (
        <div className="flex flex-col gap-3">
          <label htmlFor={inputId} className="text-base font-medium text-slate-900">
            Choose a file to import
          </label>
          <input
            id={inputId}
            type="file"
            accept=".json,.csv,.txt,.zip,application/json,text/csv,application/zip"
            disabled={step.kind === 'reading'}
            onChange={onChoose}
            className="min-h-11 w-full max-w-full rounded-xl text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-xl file:border file:border-slate-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          />
          <p role="status" className="text-sm text-slate-600">
            {step.kind === 'reading'
              ? `Reading ${step.file.name}...`
              : `Up to ${IMPORT_MAX_MB} MB, or ${IMPORT_ZIP_MAX_MB} MB for a full export's .zip.`}
          </p>
        </div>
      );
      break;
    case 'mapping':
      body = (
        <MappingForm
          header={step.preview.header ?? []}
          sampleRows={step.preview.sampleRows ?? []}
          initial={step.preview.mapping ?? {}}
          onSubmit={(mapping) => void showPreview(step.file, mapping)}
          onCancel={() => setStep({ kind: 'choose' })}
        />
      );
      break;
    case 'preview': {
      const blocked = step.preview.skippedCount > 0 && !skipConfirmed;
      const { file, mapping: chosen } = step;
      body = (
        <div className="flex flex-col gap-5">
          <PreviewDetails
            preview={step.preview}
            skipConfirmed={skipConfirmed}
            onSkipConfirmed={setSkipConfirmed}
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              disabled={blocked}
              onClick={() => void startImport(step.file, step.preview, step.mapping)}
            >
              Import
            </Button>
            {chosen ? (
              <Button variant="outline" onClick={() => void changeColumns(file, chosen)}>
                Change the columns
              </Button>
            ) : null}
            <Button variant="outline" onClick={() => setStep({ kind: 'choose' })}>
              Choose another file
            </Button>
          </div>
        </div>
      );
      break;
    }
    case 'zip':
      body = (
        <div className="flex flex-col gap-5">
          <p className="text-base text-slate-700">
            {step.file.name}: a Cairn full export, with its photos and voice notes. Importing adds
            only what your account does not have yet.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button onClick={() => void startZipImport(step.file)}>Import</Button>
            <Button variant="outline" onClick={() => setStep({ kind: 'choose' })}>
              Choose another file
            </Button>
          </div>
        </div>
      );
      break;
    case 'importing-zip':
      body = (
        <p role="status" className="text-base font-medium text-slate-900">
          Importing {step.file.name}...
        </p>
      );
      break;
    case 'importing':
      body = (
        <div className="flex flex-col gap-2">
          <p role="status" className="text-base font-medium text-slate-900">
            Importing {step.file.name}... {step.percent}%
          </p>
          <PercentBar label="Import progress" percent={step.percent} />
        </div>
      );
      break;
    case 'done':
      body = (
        <div className="flex flex-col gap-4">
          <p
            role="status"
            data-testid="import-result"
            className="text-lg font-semibold text-slate-900"
          >
            {step.summary}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link href="/history" className={buttonVariants({})}>
              See your history
            </Link>
            <Button variant="outline" onClick={() => setStep({ kind: 'choose' })}>
              Import another file
            </Button>
          </div>
        </div>
      );
      break;
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle
        title="Import data"
        subtitle="Bring your history from Cairn or another pain app. You see what the file holds before anything is stored."
      />
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{step.kind === 'mapping' ? 'Choose the columns' : 'Your file'}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <FailureNote message={problem} />
            {body}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Files Cairn can read</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc pl-5 text-base text-slate-700">
              {FORMATS.map((format) => (
                <li key={format}>{format}</li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-slate-600">
              Importing adds only what your account does not have yet: nothing is changed or
              deleted, and importing the same file twice adds nothing.
            </p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
