import { CATEGORY_LABELS, type DataCategory } from '@core/research/constants';
import type { DataRequirement } from '@core/research/types';
import { hintClass, labelClass } from '@client/components/ui/form-styles';

/** The consent text, in a box of its own that scrolls (and takes focus to scroll by keyboard). */
export function ConsentText({ text }: { text: string }) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label="Consent text"
      data-testid="consent-text"
      className="max-h-64 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-4 whitespace-pre-line text-slate-800"
    >
      {text}
    </div>
  );
}

/** One checkbox per statement; every one must be ticked. */
export function StatementChecks({
  statements,
  ticked,
  onChange,
}: {
  statements: readonly string[];
  ticked: readonly number[];
  onChange(ticked: number[]): void;
}) {
  return (
    <fieldset className="flex flex-col gap-1" data-testid="consent-statements">
      <legend className={`${labelClass} mb-1`}>Tick each statement to agree</legend>
      {statements.map((statement, index) => (
        <label key={index} className="flex min-h-11 items-start gap-3 py-1.5 text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-primary"
            checked={ticked.includes(index)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...ticked, index].sort((a, b) => a - b)
                  : ticked.filter((item) => item !== index),
              )
            }
          />
          <span>{statement}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The data the study asks for: required ones ticked and fixed, optional ones the person may
 * add, unless their privacy settings turn that category off.
 */
export function CategoryChoices({
  requirements,
  allowed,
  chosen,
  onChange,
}: {
  requirements: readonly DataRequirement[];
  allowed: readonly DataCategory[];
  chosen: readonly DataCategory[];
  onChange(chosen: DataCategory[]): void;
}) {
  return (
    <fieldset className="flex flex-col gap-1" data-testid="consent-categories">
      <legend className={`${labelClass} mb-1`}>Data you share with this study</legend>
      {requirements.map((requirement) => {
        const { category, required } = requirement;
        const refused = !required && !allowed.includes(category);
        const hintId = `consent-category-${category}-hint`;
        return (
          <div key={category} className="flex flex-col">
            <label className="flex min-h-11 items-center gap-3 text-slate-800">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-primary"
                checked={required || (!refused && chosen.includes(category))}
                disabled={required || refused}
                aria-describedby={hintId}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, category]
                      : chosen.filter((item) => item !== category),
                  )
                }
              />
              <span>{CATEGORY_LABELS[category]}</span>
            </label>
            <p id={hintId} className={`${hintClass} pl-8`}>
              {required
                ? 'Required by this study'
                : refused
                  ? 'Turned off in your privacy settings'
                  : 'Optional'}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
