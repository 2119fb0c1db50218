import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { StudyPayload } from '@core/research/schemas';
import type { AdminResearchStudy } from '@core/research/types';
import { useCreateStudy } from '@client/api/admin/research-create-study';
import { useUpdateStudy } from '@client/api/admin/research-update-study';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { failureStatus, serverMessage } from '@client/lib/api-failure';
import { toast } from '@client/lib/toast';
import { StudyFields } from './study-fields';
import {
  consentChanged,
  emptyForm,
  errorsOf,
  formOf,
  isFieldKey,
  validateForm,
  type FormIssue,
  type StudyForm,
} from './study-form';

/** The issues of a refused save: a 400 answers `{ message, issues }` from the same schema. */
function issuesOf(error: unknown): FormIssue[] {
  if (failureStatus(error) !== 400 || !(error instanceof Error)) return [];
  try {
    const body = JSON.parse(error.message.slice('400: '.length)) as { issues?: unknown };
    return Array.isArray(body.issues) ? (body.issues as FormIssue[]) : [];
  } catch {
    return [];
  }
}

/**
 * Create a study (no `study`) or edit one. Checked with the shared schema before sending; the
 * server's 400 lands next to the fields too. A failure is also said inside the dialog, because
 * the toast is hidden from screen readers while the modal is open.
 */
export function StudyDialog({
  study,
  onClose,
}: {
  study: AdminResearchStudy | null;
  onClose(): void;
}) {
  const [form, setForm] = useState<StudyForm>(() => (study ? formOf(study) : emptyForm()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateStudy();
  const update = useUpdateStudy();
  const pending = create.isPending || update.isPending;
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit, the first field marked invalid takes the focus.
  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? formRef.current?.querySelector<HTMLElement>('[data-form-alert]'))?.focus();
  }, [attempt]);

  function refused(next: Record<string, string>) {
    setErrors(next);
    setAttempt((count) => count + 1);
  }

  function saved(result: AdminResearchStudy) {
    toast(
      study
        ? { title: 'Study updated', description: `${result.title} has been saved.` }
        : { title: 'Study created', description: `${result.title} is now recruiting.` },
    );
    onClose();
  }

  function failed(error: unknown, payload: StudyPayload) {
    const fieldErrors = errorsOf(issuesOf(error), payload);
    const message = serverMessage(error, 'The study could not be saved. Please try again.');
    setFailure(message);
    if (Object.keys(fieldErrors).length > 0) refused(fieldErrors);
    toast({ title: 'Error', description: 'Failed to save the study', variant: 'destructive' });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const checked = validateForm(form);
    if (!checked.ok) {
      refused(checked.errors);
      return;
    }
    setErrors({});
    const { payload } = checked;
    if (study) {
      update.mutate(
        { id: study.id, body: payload },
        { onSuccess: saved, onError: (error) => failed(error, payload) },
      );
    } else {
      create.mutate(payload, { onSuccess: saved, onError: (error) => failed(error, payload) });
    }
  }

  const errorCount = Object.keys(errors).length;
  const unplaced = Object.entries(errors).filter(([key]) => !isFieldKey(key, form));

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={study ? 'Edit study' : 'New study'}
      description={
        study
          ? 'Changes reach participants at once. A completed study cannot be changed.'
          : 'The study opens for enrolment (recruiting) as soon as it is created.'
      }
      // With sm: it comes after the dialog's max-w-lg in the stylesheet, so it wins.
      className="sm:max-w-3xl"
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        aria-label={study ? 'Edit study' : 'New study'}
        className="flex flex-col gap-5"
      >
        {errorCount > 0 ? (
          <div
            role="alert"
            tabIndex={-1}
            data-form-alert
            className="rounded-xl bg-red-50 p-3 font-semibold text-red-800"
          >
            <p>
              {errorCount === 1
                ? 'Check the field marked below.'
                : `Check the ${errorCount} fields marked below.`}
            </p>
            {unplaced.length > 0 ? (
              <ul className="mt-1 list-disc pl-5 font-normal">
                {unplaced.map(([key, message]) => (
                  <li key={key}>{message}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <StudyFields
          form={form}
          errors={errors}
          onChange={(change) => setForm(change)}
          consentNote={study !== null && consentChanged(study, form)}
        />
        {failure ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : study ? 'Save changes' : 'Create study'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
