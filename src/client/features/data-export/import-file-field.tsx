import { useId, useState, type ChangeEvent } from 'react';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_MB,
  IMPORT_TOO_LARGE_MESSAGE,
  importSummary,
} from '@core/data-export';
import { ImportError, useImportData } from '@client/api/data-export/import-data';
import { toast } from '@client/lib/toast';

type Outcome = { kind: 'done' | 'failed'; text: string } | null;

const FAILED_MESSAGE = 'Failed to import your data. Please try again.';

/**
 * "Import from a Cairn export file": a real file input (so it works with every keyboard,
 * screen reader and test), then what was imported, or the problem, kept in view below it.
 */
export function ImportFileField() {
  const ids = { input: useId(), hint: useId(), outcome: useId() };
  const importData = useImportData();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const fail = (problem: string) => {
    setOutcome({ kind: 'failed', text: `Nothing was imported. ${problem}` });
    toast({ title: 'Import failed', description: problem, variant: 'destructive' });
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again (after a fix) starts a new import.
    input.value = '';
    if (!file || importData.isPending) return;
    if (file.size > IMPORT_MAX_BYTES) return fail(IMPORT_TOO_LARGE_MESSAGE);
    setOutcome(null);
    let text: string;
    try {
      text = await file.text();
    } catch {
      return fail('The file could not be read. Please choose it again.');
    }
    importData.mutate(text, {
      onSuccess: (result) => {
        const summary = importSummary(result);
        setOutcome({ kind: 'done', text: summary });
        toast({ title: 'Import complete', description: summary });
      },
      onError: (error) => fail(error instanceof ImportError ? error.message : FAILED_MESSAGE),
    });
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={ids.input} className="text-base font-medium text-slate-900">
        Import from a Cairn export file
      </label>
      <p id={ids.hint} className="text-sm text-slate-600">
        Adds what your account does not have yet; nothing is changed or deleted, and importing the
        same file twice adds nothing. Up to {IMPORT_MAX_MB} MB.
      </p>
      <input
        id={ids.input}
        type="file"
        accept=".json,application/json"
        aria-describedby={`${ids.hint} ${ids.outcome}`}
        aria-busy={importData.isPending || undefined}
        onChange={(event) => void onChange(event)}
        className="min-h-11 w-full max-w-full rounded-xl text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-xl file:border file:border-slate-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      />
      <p
        id={ids.outcome}
        role="status"
        data-testid="import-status"
        className={
          outcome?.kind === 'failed'
            ? 'text-sm font-medium text-red-700'
            : 'text-sm font-medium text-slate-800'
        }
      >
        {importData.isPending ? 'Importing...' : (outcome?.text ?? '')}
      </p>
    </div>
  );
}
