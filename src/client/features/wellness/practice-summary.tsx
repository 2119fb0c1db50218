import { Flame, Quote, Trophy } from 'lucide-react';
import type { PracticeStats } from '@core/practice-stats';
import { streakText } from '@core/streak';
import { wellnessQuoteFor } from '@core/wellness-quotes';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { StatCard } from '@client/components/ui/stat-card';

function QuoteOfTheDay({ today }: { today: string }) {
  const quote = wellnessQuoteFor(today);
  return (
    <Card className="flex flex-col gap-2 bg-primary-soft p-5" data-testid="wellness-quote">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-700">
        <Quote aria-hidden="true" className="size-5 text-primary" />
        Quote of the day
      </h2>
      <figure>
        <blockquote className="text-lg text-slate-800 italic">{quote.text}</blockquote>
        <figcaption className="mt-1 text-sm text-slate-600">— {quote.author}</figcaption>
      </figure>
    </Card>
  );
}

/**
 * The quote of the day and the user's real practice figures (the spec showed fixed zeros).
 * `stats` is undefined while the sessions load, and `failed` when they could not be read.
 */
export function PracticeSummary({
  today,
  stats,
  failed,
  onRetry,
}: {
  today: string;
  stats: PracticeStats | undefined;
  failed: boolean;
  onRetry(): void;
}) {
  let figures;
  if (failed) {
    figures = (
      <Card role="alert" className="flex flex-col items-start gap-3 p-5 sm:col-span-2">
        <p className="text-slate-700">Your practice history could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </Card>
    );
  } else if (!stats) {
    figures = (
      <>
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </>
    );
  } else {
    figures = (
      <>
        <StatCard
          label="Sessions completed"
          value={String(stats.sessionsCompleted)}
          detail="Exercises finished so far"
          icon={Trophy}
        />
        <StatCard
          label="Practice streak"
          value={streakText(stats.practiceStreak)}
          detail="Days in a row with practice"
          icon={Flame}
        />
      </>
    );
  }
  return (
    <section aria-label="Your practice" className="grid gap-4 lg:grid-cols-[2fr_3fr]">
      <QuoteOfTheDay today={today} />
      <div className="grid grid-cols-2 gap-4">{figures}</div>
    </section>
  );
}
