import { Activity, Award, Database, FlaskConical } from 'lucide-react';
import type { ResearchContribution } from '@core/research/types';
import { OutOfTen, StatCard } from '@client/components/ui/stat-card';
import { formatCount } from './format';

/** Studies Participated, Data Points Contributed, Research Impact Score, Contribution Streak. */
export function ResearchStatCards({
  contribution,
  activeStudies,
}: {
  contribution: ResearchContribution;
  activeStudies: number;
}) {
  return (
    <section aria-labelledby="research-stats-heading">
      <h2 id="research-stats-heading" className="sr-only">
        Your research at a glance
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Studies Participated"
          icon={FlaskConical}
          value={formatCount(contribution.totalStudiesParticipated)}
          detail={activeStudies > 0 ? `${formatCount(activeStudies)} active now` : 'None active'}
        />
        <StatCard
          label="Data Points Contributed"
          icon={Database}
          value={formatCount(contribution.totalDataPointsContributed)}
          detail="Entries, symptoms, doses and readings"
        />
        <StatCard
          label="Research Impact Score"
          icon={Award}
          value={<OutOfTen value={contribution.researchImpactScore} scale={100} />}
          detail="Out of 100"
        />
        <StatCard
          label="Contribution Streak"
          icon={Activity}
          value={formatCount(contribution.contributionStreak)}
          detail={contribution.contributionStreak === 1 ? 'Week in a row' : 'Weeks in a row'}
        />
      </div>
    </section>
  );
}
