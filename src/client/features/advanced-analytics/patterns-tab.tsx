import { CalendarRange, Pill, Zap } from 'lucide-react';
import type {
  AnalysisResult,
  CommonTrigger,
  MedicationEffectiveness,
  PrecursorKind,
  SeasonalTrend,
} from '@core/analysis/types';
import { plural } from '@core/report/words';
import { EmptyState } from '@client/components/analysis/empty-state';
import { formatSignedPercent } from '@client/components/analysis/figures';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { cn } from '@client/lib/cn';

const KIND_WORDS: Record<PrecursorKind, string> = {
  tag: 'Tag',
  trigger: 'Trigger',
  activity: 'Activity',
};

function TriggerRow({ trigger }: { trigger: CommonTrigger }) {
  return (
    <li className="flex flex-col gap-1 rounded-xl bg-slate-50 p-4" data-testid="common-trigger">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {trigger.name}{' '}
          <span className="text-sm font-normal text-slate-600">({KIND_WORDS[trigger.kind]})</span>
        </h3>
        <span className="text-sm text-slate-600">{plural(trigger.days, 'day')} logged</span>
      </div>
      <p className="text-slate-700">
        Seen before{' '}
        <span className="font-semibold text-slate-900">{trigger.frequencyPercent}%</span> of flares
        ({trigger.episodes}) · impact{' '}
        <span className="font-semibold text-slate-900">{trigger.impact.toFixed(1)}/10</span>
      </p>
      <p className="text-sm text-slate-700" data-testid="trigger-lift">
        {trigger.lift.toFixed(1)}× as often as before other days ·{' '}
        {trigger.significant ? (
          <span className="font-semibold">more often than chance would explain</span>
        ) : (
          'could be chance'
        )}
      </p>
      <p className="text-sm text-slate-600">
        Impact is your average pain on the day it was logged and the day after.
      </p>
    </li>
  );
}

function CommonTriggers({ analysis }: { analysis: AnalysisResult }) {
  const { commonTriggers, flares } = analysis;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Common triggers</CardTitle>
        <CardDescription>Tags, triggers and activities logged before your flares.</CardDescription>
      </CardHeader>
      <CardContent>
        {commonTriggers.length > 0 ? (
          <ul className="flex flex-col gap-3" aria-label="Common triggers">
            {commonTriggers.map((trigger) => (
              <TriggerRow key={`${trigger.kind}:${trigger.name}`} trigger={trigger} />
            ))}
          </ul>
        ) : flares.count === 0 ? (
          <EmptyState icon={Zap} title="No flares in this period">
            <p>Triggers are looked for in the 48 hours before each flare.</p>
          </EmptyState>
        ) : (
          <EmptyState icon={Zap} title="No common trigger yet">
            <p>
              Nothing you logged came before at least 2 of your {plural(flares.count, 'flare')}.
              Tags and activities on your entries help find them.
            </p>
          </EmptyState>
        )}
      </CardContent>
    </Card>
  );
}

function SeasonCard({ trend }: { trend: SeasonalTrend }) {
  const change = trend.changePercent;
  const direction = change > 0 ? 'higher' : change < 0 ? 'lower' : 'the same';
  return (
    <li className="flex flex-col gap-1 rounded-xl bg-slate-50 p-4" data-testid="season-card">
      <h3 className="font-semibold text-slate-900">
        {trend.season} <span className="text-sm font-normal text-slate-600">({trend.months})</span>
      </h3>
      <p
        className={cn(
          'text-2xl font-bold tabular-nums',
          change > 0 ? 'text-red-700' : change < 0 ? 'text-green-700' : 'text-slate-700',
        )}
        data-testid="season-change"
      >
        {formatSignedPercent(change)}
        <span className="sr-only"> pain, {direction} than your year as a whole</span>
      </p>
      <p className="text-slate-700">{trend.description}</p>
      <p className="text-sm text-slate-600">
        Average {trend.meanPain.toFixed(1)}/10 over {plural(trend.days, 'day')}
      </p>
    </li>
  );
}

function SeasonalTrends({ analysis }: { analysis: AnalysisResult }) {
  const { seasonal } = analysis;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Seasonal trends</CardTitle>
        <CardDescription>
          Each season&apos;s average pain against your year as a whole.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {seasonal.status === 'needs-data' ? (
          <EmptyState
            icon={CalendarRange}
            testId="seasonal-empty"
            title={`Seasonal trends need a year of entries: ${plural(seasonal.daysNeeded, 'more day')}`}
          >
            <p>Choose Last Year once your entries span a whole year.</p>
          </EmptyState>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="Seasonal trends">
            {seasonal.trends.map((trend) => (
              <SeasonCard key={trend.season} trend={trend} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function MedicationRow({ medication }: { medication: MedicationEffectiveness }) {
  const {
    averageRating,
    ratings,
    takenDays,
    missedDays,
    meanPainTaken,
    meanPainMissed,
    difference,
  } = medication;
  return (
    <li className="flex flex-col gap-1 rounded-xl bg-slate-50 p-4" data-testid="medication-effect">
      <h3 className="font-semibold text-slate-900">{medication.name}</h3>
      <p className="text-slate-700">
        {averageRating === null
          ? 'No effectiveness ratings yet'
          : `Rated ${averageRating.toFixed(1)}/10 on average (${plural(ratings, 'rating')})`}
      </p>
      <p className="text-slate-700">
        Pain on days taken:{' '}
        {meanPainTaken === null ? 'not enough days' : `${meanPainTaken.toFixed(1)}/10`} (
        {plural(takenDays, 'day')})
      </p>
      <p className="text-slate-700">
        Pain on scheduled days missed:{' '}
        {meanPainMissed === null ? 'not enough days' : `${meanPainMissed.toFixed(1)}/10`} (
        {plural(missedDays, 'day')})
      </p>
      <p className="text-sm text-slate-600">
        {difference === null
          ? 'Comparing taken and missed days needs 3 days of each.'
          : difference < 0
            ? `Pain was ${Math.abs(difference).toFixed(1)} lower on days it was taken.`
            : difference > 0
              ? `Pain was ${difference.toFixed(1)} higher on days it was taken.`
              : 'Pain was the same on days it was taken and missed.'}
      </p>
    </li>
  );
}

function MedicationEffects({ analysis }: { analysis: AnalysisResult }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Medication effectiveness</CardTitle>
      </CardHeader>
      <CardContent>
        {analysis.medications.length === 0 ? (
          <EmptyState icon={Pill} title="No medications in this period">
            <p>Add your medications and log doses, with how well they helped, to see this.</p>
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Medication effectiveness">
            {analysis.medications.map((medication) => (
              <MedicationRow key={medication.medicationId} medication={medication} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Common triggers, seasonal trends (spec) and how each medication has gone. */
export function PatternsTab({ analysis }: { analysis: AnalysisResult }) {
  return (
    <div className="flex flex-col gap-4">
      <CommonTriggers analysis={analysis} />
      <SeasonalTrends analysis={analysis} />
      <MedicationEffects analysis={analysis} />
    </div>
  );
}
