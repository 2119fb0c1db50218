import { CheckCircle2, DoorClosed, Pause, Play } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import type { StudyPhase } from '@core/research/constants';
import type { AdminResearchStudy } from '@core/research/types';
import { useSetStudyPhase } from '@client/api/admin/research-set-phase';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { serverMessage } from '@client/lib/api-failure';
import { toast } from '@client/lib/toast';

interface PhaseAction {
  label: string;
  to: StudyPhase;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  done: string;
}

const SUSPEND: PhaseAction = {
  label: 'Suspend',
  to: 'suspended',
  icon: Pause,
  done: 'Study suspended',
};
const RESUME: PhaseAction = {
  label: 'Resume recruiting',
  to: 'recruiting',
  icon: Play,
  done: 'Recruiting resumed',
};
const CLOSE: PhaseAction = {
  label: 'Close enrolment',
  to: 'active',
  icon: DoorClosed,
  done: 'Enrolment closed',
};

/** The moves open from each phase; completing is offered separately, behind a confirmation. */
export function phaseActions(phase: StudyPhase): PhaseAction[] {
  switch (phase) {
    case 'recruiting':
      return [CLOSE, SUSPEND];
    case 'active':
      return [RESUME, SUSPEND];
    case 'suspended':
      return [RESUME];
    case 'completed':
      return [];
  }
}

export const COMPLETE_WARNING =
  'Completing ends every active participation; participants can then download their certificate. This cannot be undone.';

/** Suspend, resume, close enrolment and complete: POST …/phase, then the list is reloaded. */
export function StudyPhaseActions({ study }: { study: AdminResearchStudy }) {
  const setPhase = useSetStudyPhase();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const actions = phaseActions(study.phase);
  if (study.phase === 'completed') return null;

  function run(action: { to: StudyPhase; done: string }, after?: () => void) {
    if (setPhase.isPending) return;
    setFailure(null);
    setPhase.mutate(
      { id: study.id, phase: action.to },
      {
        onSuccess: () => {
          toast({ title: action.done, description: study.title });
          after?.();
        },
        onError: (error) => {
          const message = serverMessage(error, 'Failed to change the study phase');
          setFailure(message);
          toast({ title: 'Error', description: message, variant: 'destructive' });
        },
      },
    );
  }

  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.to}
          variant="outline"
          size="sm"
          onClick={() => run(action)}
          disabled={setPhase.isPending}
        >
          <action.icon aria-hidden="true" className="size-4" />
          {action.label}
        </Button>
      ))}
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          setFailure(null);
          setConfirming(true);
        }}
        disabled={setPhase.isPending}
      >
        <CheckCircle2 aria-hidden="true" className="size-4" />
        Complete study
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={`Complete “${study.title}”?`}
          description={COMPLETE_WARNING}
          confirmLabel="Complete study"
          pendingLabel="Completing..."
          pending={setPhase.isPending}
          failure={failure}
          onConfirm={() =>
            run({ to: 'completed', done: 'Study completed' }, () => setConfirming(false))
          }
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
