import type { ResearchStudy } from '@core/research/types';
import { Button } from '@client/components/ui/button';
import { formatDollars } from './format';
import type { OpenDialog } from './research-dialogs';
import { sentence, StudyBadges } from './study-look';
import {
  Bullets,
  Contact,
  DataRequirements,
  PrivacyLevel,
  Section,
  StudyWho,
} from './study-sections';
import { ShownDialog } from './shown-dialog';

/** Everything about a study a person should know before enrolling. */
export function StudyDetailsDialog({
  study,
  open,
  onClose,
}: {
  study: ResearchStudy;
  open: OpenDialog;
  onClose(): void;
}) {
  const canEnroll =
    study.isEligible && study.phase === 'recruiting' && study.participationStatus !== 'active';
  return (
    <ShownDialog
      onClose={onClose}
      title={study.title}
      description={study.institution}
      className="max-w-2xl"
    >
      <div className="flex flex-col gap-5" data-testid="study-details">
        <StudyBadges study={study} />
        <p className="whitespace-pre-line text-slate-800">{study.description}</p>
        <StudyWho study={study} />
        {!study.isEligible && study.eligibilityReasons.length > 0 ? (
          <Section title="Why you are not eligible">
            <Bullets items={study.eligibilityReasons.map(sentence)} empty="" />
          </Section>
        ) : null}
        <Section title="Eligibility criteria">
          <Bullets items={study.eligibilityCriteria} empty="Anyone using Cairn can take part." />
        </Section>
        <Section title="Exclusion criteria">
          <Bullets items={study.exclusionCriteria} empty="None." />
        </Section>
        <Section title="Data requirements">
          <DataRequirements study={study} />
        </Section>
        <Section title="Compensation">
          <p className="text-slate-800">
            {study.compensation || 'None'}
            {study.compensationUsd > 0
              ? ` (${formatDollars(study.compensationUsd)}, paid by the research team when the study ends)`
              : ''}
          </p>
        </Section>
        <Section title="Benefits">
          <Bullets items={study.benefits} empty="None listed." />
        </Section>
        <Section title="Risks">
          <Bullets items={study.risks} empty="None listed." />
        </Section>
        <Section title="Privacy level">
          <PrivacyLevel study={study} />
        </Section>
        <Section title="Ethics approval">
          <p className="break-words text-slate-800" data-testid="ethics-approval">
            {study.ethicsApproval}
          </p>
        </Section>
        <Section title="Contact">
          <Contact study={study} />
        </Section>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {canEnroll ? (
            <Button onClick={() => open({ kind: 'enroll', study })}>Enroll</Button>
          ) : null}
        </div>
      </div>
    </ShownDialog>
  );
}
