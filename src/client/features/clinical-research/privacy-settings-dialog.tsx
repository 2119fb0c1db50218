import { useId, useState } from 'react';
import { MAX_STUDIES_PER_YEAR_LIMIT } from '@core/research/constants';
import type { DataSharingPreferences } from '@core/research/types';
import { usePreferences } from '@client/api/research/get-preferences';
import { useUpdatePreferences } from '@client/api/research/update-preferences';
import { Button } from '@client/components/ui/button';
import { serverFieldErrors } from '@client/components/ui/field-errors';
import { errorClass, hintClass, labelClass } from '@client/components/ui/form-styles';
import { LoadError } from '@client/components/ui/load-error';
import { selectClass } from '@client/components/ui/select-class';
import { Skeleton } from '@client/components/ui/skeleton';
import { SwitchRow } from '@client/components/ui/switch-row';
import { serverMessage } from '@client/lib/api-failure';
import { toast } from '@client/lib/toast';
import { FailureNote } from '@client/components/ui/failure-note';
import { PREFERENCE_SWITCHES } from './labels';
import { DialogActions, ShownDialog } from './shown-dialog';

const YEARLY_CHOICES = Array.from({ length: MAX_STUDIES_PER_YEAR_LIMIT }, (_, index) => index + 1);

function PreferenceFields({
  draft,
  errors,
  onChange,
}: {
  draft: DataSharingPreferences;
  errors: Record<string, string>;
  onChange(draft: DataSharingPreferences): void;
}) {
  const id = useId();
  const error = errors.maxStudiesPerYear;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 divide-y divide-slate-100">
        {PREFERENCE_SWITCHES.map((item) => (
          <div key={item.key} className="flex flex-col gap-1 pt-3 first:pt-0">
            <SwitchRow
              label={item.label}
              description={item.description}
              checked={draft[item.key]}
              onCheckedChange={(checked) => onChange({ ...draft, [item.key]: checked })}
            />
            {errors[item.key] ? <p className={errorClass}>{errors[item.key]}</p> : null}
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className={labelClass}>
          Most studies a year
        </label>
        <select
          id={id}
          className={selectClass}
          value={draft.maxStudiesPerYear}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) =>
            onChange({ ...draft, maxStudiesPerYear: Number(event.target.value) })
          }
        >
          {YEARLY_CHOICES.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className={hintClass}>
          The most studies you join in any 12 months.
        </p>
        {error ? (
          <p id={`${id}-error`} className={errorClass}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Privacy Settings: the nine data-sharing preferences, saved together. */
export function PrivacySettingsDialog({ onClose }: { onClose(): void }) {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const [draft, setDraft] = useState<DataSharingPreferences | null>(null);
  const current = draft ?? preferences.data;
  const errors = update.isError ? serverFieldErrors(update.error) : {};
  const failure =
    update.isError && Object.keys(errors).length === 0
      ? serverMessage(update.error, 'Your privacy settings could not be saved. Please try again.')
      : null;

  function save(values: DataSharingPreferences) {
    update.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Privacy settings saved',
          description: 'Studies and what you share follow them from now on.',
        });
        onClose();
      },
    });
  }

  function content() {
    if (current) {
      return (
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            save(current);
          }}
        >
          <PreferenceFields draft={current} errors={errors} onChange={setDraft} />
          <FailureNote message={failure} />
          <DialogActions onCancel={onClose} pending={update.isPending}>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </DialogActions>
        </form>
      );
    }
    if (preferences.isError) {
      return (
        <LoadError
          what="your privacy settings"
          onRetry={() => void preferences.refetch()}
          retrying={preferences.isFetching}
        />
      );
    }
    return (
      <div role="status" aria-label="Loading your privacy settings" className="flex flex-col gap-3">
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }

  return (
    <ShownDialog
      onClose={onClose}
      busy={update.isPending}
      title="Privacy Settings"
      description="What you share with research studies, and which studies you can join."
      className="max-w-2xl"
    >
      <div data-testid="privacy-settings-dialog">{content()}</div>
    </ShownDialog>
  );
}
