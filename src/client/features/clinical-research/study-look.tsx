import type { ReactNode } from 'react';
import { PHASE_LABELS, PRIVACY_LEVEL_LABELS, STUDY_TYPE_LABELS } from '@core/research/constants';
import type { ResearchStudy } from '@core/research/types';
import { Badge } from '@client/components/ui/badge';
import { PercentBar } from '@client/components/ui/percent-bar';
import { formatCount } from './format';
import { PHASE_CLASSES } from './labels';

/** Participants over target as a whole percent (spec section 9), at most 100. */
export function enrolmentPercent(
  study: Pick<ResearchStudy, 'participantCount' | 'targetParticipants'>,
) {
  if (study.targetParticipants <= 0) return 0;
  return Math.min(100, Math.round((study.participantCount / study.targetParticipants) * 100));
}

/** "needs 30 days of entries, you have 12" -> "Needs 30 days of entries, you have 12". */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function StudyBadges({ study }: { study: Pick<ResearchStudy, 'studyType' | 'phase'> }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Badge variant="secondary" data-testid="study-type">
        {STUDY_TYPE_LABELS[study.studyType]}
      </Badge>
      <Badge variant="tint" className={PHASE_CLASSES[study.phase]} data-testid="study-phase">
        {PHASE_LABELS[study.phase]}
      </Badge>
    </div>
  );
}

/** One labelled figure on a card. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function StudyFacts({ study }: { study: ResearchStudy }) {
  return (
    <dl className="grid grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))] gap-2">
      <Fact label="Privacy level">{PRIVACY_LEVEL_LABELS[study.privacyLevel]}</Fact>
      <Fact label="Duration">{study.duration}</Fact>
      <Fact label="Compensation">{study.compensation || 'None'}</Fact>
    </dl>
  );
}

/** Enrolment progress: "34 of 100 participants (34%)" over the bar. */
export function EnrolmentProgress({ study }: { study: ResearchStudy }) {
  const percent = enrolmentPercent(study);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap justify-between gap-x-3 text-sm text-slate-700">
        <span>Enrolment</span>
        <span data-testid="enrolment-progress">
          {formatCount(study.participantCount)} of {formatCount(study.targetParticipants)}{' '}
          participants ({percent}%)
        </span>
      </div>
      <PercentBar label={`Enrolment for ${study.title}`} percent={percent} />
    </div>
  );
}
