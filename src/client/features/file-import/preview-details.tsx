import { useId } from 'react';
import { previewSummary, skippedRowText, type ImportPreview } from '@core/file-import';

/**
 * What the file holds before anything is stored: the summary sentence, how values were
 * converted to Cairn's scales, and every row that cannot be imported with its reason.
 */
export function PreviewDetails({
  preview,
  skipConfirmed,
  onSkipConfirmed,
}: {
  preview: ImportPreview;
  skipConfirmed: boolean;
  onSkipConfirmed(confirmed: boolean): void;
}) {
  const confirmId = useId();
  const unlisted = preview.skippedCount - preview.skipped.length;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm font-medium text-slate-600">{preview.format.label}</p>
      <p data-testid="import-preview-summary" className="text-base font-semibold text-slate-900">
        {previewSummary(preview)}.
      </p>
      {preview.alreadyThere > 0 ? (
        <p className="text-base text-slate-700">
          {preview.alreadyThere} of these {preview.alreadyThere === 1 ? 'is' : 'are'} already in
          your account and will not be added again.
        </p>
      ) : null}
      {preview.conversions.length > 0 ? (
        <section aria-labelledby={`${confirmId}-conversions`} className="flex flex-col gap-1">
          <h3 id={`${confirmId}-conversions`} className="text-base font-semibold text-slate-900">
            How values are converted
          </h3>
          <ul className="list-disc pl-5 text-base text-slate-700">
            {preview.conversions.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {preview.skippedCount > 0 ? (
        <section
          aria-labelledby={`${confirmId}-skipped`}
          className="flex flex-col gap-2 rounded-xl bg-amber-50 p-4"
        >
          <h3 id={`${confirmId}-skipped`} className="text-base font-semibold text-amber-900">
            {preview.skippedCount === 1
              ? '1 row cannot be imported'
              : `${preview.skippedCount} rows cannot be imported`}
          </h3>
          <ul data-testid="import-skipped-rows" className="list-disc pl-5 text-base text-amber-900">
            {preview.skipped.map((row) => (
              <li key={`${row.row}-${row.reason}`}>{skippedRowText(row)}</li>
            ))}
            {unlisted > 0 ? <li>and {unlisted} more</li> : null}
          </ul>
          <label htmlFor={confirmId} className="flex min-h-11 items-center gap-3 text-base">
            <input
              id={confirmId}
              type="checkbox"
              checked={skipConfirmed}
              onChange={(event) => onSkipConfirmed(event.target.checked)}
              className="size-5 accent-primary"
            />
            <span className="font-medium text-slate-900">Skip these rows and import the rest</span>
          </label>
        </section>
      ) : null}
    </div>
  );
}
