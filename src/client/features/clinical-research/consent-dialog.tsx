import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DataCategory } from '@core/research/constants';
import { allowedCategories } from '@core/research/sharing';
import type { ResearchParticipation, ResearchStudy } from '@core/research/types';
import { useEnroll } from '@client/api/research/enroll';
import { usePreferences } from '@client/api/research/get-preferences';
import { useStudy } from '@client/api/research/get-study';
import { refreshResearch, studiesKey } from '@client/api/research/keys';
import { useReconsent } from '@client/api/research/reconsent';
import { Button } from '@client/components/ui/button';
import { hintClass } from '@client/components/ui/form-styles';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { failureStatus, serverMessage } from '@client/lib/api-failure';
import { toast } from '@client/lib/toast';
import { FailureNote } from '@client/components/ui/failure-note';
import { CategoryChoices, ConsentText, StatementChecks } from './consent-fields';
import { PrivacyLevel } from './study-sections';
import { DialogActions, ShownDialog } from './shown-dialog';

export type ConsentMode =
  | { kind: 'enroll'; study: ResearchStudy }
  | { kind: 'reconsent'; participation: ResearchParticipation };

/** The optional categories ticked at first: all allowed ones unless they approve each study. */
function initialChoice(study: ResearchStudy, allowed: DataCategory[], perStudy: boolean) {
  if (perStudy) return [];
  return study.dataRequirements
    .filter((requirement) => !requirement.required && allowed.includes(requirement.category))
    .map((requirement) => requirement.category);
}

/** A 409 because the consent changed while it was being read (not "already enrolled"). */
function consentChanged(error: unknown): boolean {
  return failureStatus(error) === 409 && /consent/i.test(serverMessage(error, ''));
}

/**
 * Enrolment consent (or, for an active participant, consent to a changed text): read the text,
 * tick every statement, choose the optional data, then enrol.
 */
export function ConsentDialog({ mode, onClose }: { mode: ConsentMode; onClose(): void }) {
  const enrolling = mode.kind === 'enroll';
  const studyId = enrolling ? mode.study.id : mode.participation.studyId;
  const title = enrolling ? mode.study.title : mode.participation.study.title;
  const study = useStudy(studyId, enrolling ? mode.study : undefined);
  const preferences = usePreferences();
  const enroll = useEnroll();
  const reconsent = useReconsent();
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState<{ version: number; indexes: number[] }>({
    version: 0,
    indexes: [],
  });
  const [chosen, setChosen] = useState<DataCategory[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pending = enroll.isPending || reconsent.isPending;
  const submitLabel = enrolling
    ? pending
      ? 'Enrolling...'
      : 'Enroll'
    : pending
      ? 'Saving...'
      : 'Give consent';

  function content() {
    if (study.data && (!enrolling || preferences.data)) {
      const consent = study.data.consent;
      const indexes = ticked.version === consent.version ? ticked.indexes : [];
      const allTicked = consent.statements.every((_, index) => indexes.includes(index));
      const allowed = preferences.data ? allowedCategories(preferences.data) : [];
      const choice =
        chosen ??
        initialChoice(study.data, allowed, preferences.data?.requireApprovalPerStudy ?? true);
      const submit = () => submitConsent(study.data, indexes, allowed, choice);
      return (
        <div className="flex flex-col gap-5">
          <PrivacyLevel study={study.data} />
          <ConsentText text={consent.text} />
          <StatementChecks
            statements={consent.statements}
            ticked={indexes}
            onChange={(next) => setTicked({ version: consent.version, indexes: next })}
          />
          {enrolling ? (
            <CategoryChoices
              requirements={study.data.dataRequirements}
              allowed={allowed}
              chosen={choice}
              onChange={setChosen}
            />
          ) : null}
          <FailureNote message={failure} />
          {!allTicked ? (
            <p id="consent-hint" className={hintClass}>
              Tick every statement to {enrolling ? 'enroll' : 'give your consent'}.
            </p>
          ) : null}
          <DialogActions onCancel={onClose} pending={pending}>
            <Button
              onClick={submit}
              disabled={!allTicked || pending}
              aria-describedby={!allTicked ? 'consent-hint' : undefined}
            >
              {submitLabel}
            </Button>
          </DialogActions>
        </div>
      );
    }
    if (study.isError || preferences.isError) {
      return (
        <LoadError
          what="this study's consent"
          retrying={study.isFetching || preferences.isFetching}
          onRetry={() => {
            if (study.isError) void study.refetch();
            if (preferences.isError) void preferences.refetch();
          }}
        />
      );
    }
    return (
      <div role="status" aria-label="Loading the consent" className="flex flex-col gap-3">
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  }

  function failed(error: unknown) {
    if (consentChanged(error)) {
      setFailure(serverMessage(error, 'The consent for this study has changed.'));
      void queryClient.invalidateQueries({ queryKey: studiesKey });
      return;
    }
    const status = failureStatus(error);
    // Refused as full, closed or already joined: the lists on the page are out of date.
    if (status === 403 || status === 409) void refreshResearch(queryClient);
    setFailure(
      status !== null && status >= 400 && status < 500 ? serverMessage(error, '') || null : null,
    );
    toast({
      title: enrolling ? 'Enrollment failed' : 'Consent not saved',
      description: enrolling
        ? 'Unable to enroll in study. Please contact the research team.'
        : 'Your consent could not be saved. Please try again.',
      variant: 'destructive',
    });
  }

  function submitConsent(
    current: ResearchStudy,
    indexes: number[],
    allowed: DataCategory[],
    choice: DataCategory[],
  ) {
    setFailure(null);
    const consent = { consentVersion: current.consent.version, acceptedStatements: indexes };
    if (mode.kind === 'reconsent') {
      reconsent.mutate(
        { participationId: mode.participation.id, body: consent },
        {
          onSuccess: () => {
            toast({
              title: 'Consent recorded',
              description: 'Your data is shared with the study again.',
            });
            onClose();
          },
          onError: failed,
        },
      );
      return;
    }
    const categories = current.dataRequirements
      .filter(
        (requirement) =>
          requirement.required ||
          (allowed.includes(requirement.category) && choice.includes(requirement.category)),
      )
      .map((requirement) => requirement.category);
    enroll.mutate(
      { studyId: current.id, body: { ...consent, categories } },
      {
        onSuccess: () => {
          toast({
            title: 'Successfully enrolled',
            description: 'You will receive onboarding information by email.',
          });
          onClose();
        },
        onError: failed,
      },
    );
  }

  return (
    <ShownDialog
      onClose={onClose}
      busy={pending}
      title={enrolling ? `Enroll in ${title}` : `Review and consent: ${title}`}
      description={
        enrolling
          ? 'Read the consent, tick each statement and choose what you share.'
          : 'The consent for this study has changed. Nothing more is shared until you agree to the new text.'
      }
      className="max-w-2xl"
    >
      <div data-testid="consent-dialog">{content()}</div>
    </ShownDialog>
  );
}
