import { Award, Lightbulb, RefreshCw, Sparkles, TrendingUp } from 'lucide-react';
import { INSIGHTS_MIN_DAYS } from '@core/insights/generate';
import type { Insight } from '@core/insights/insight';
import { PredictionItem } from '@client/components/analysis/prediction-item';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { cn } from '@client/lib/cn';
import type { InsightRun } from './use-insights';

const PRIORITY_CLASSES: Record<Insight['priority'], string> = {
  high: 'bg-red-100 text-red-900',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-slate-100 text-slate-700',
};

function Empty({ children }: { children: string }) {
  return <p className="py-6 text-center text-slate-600">{children}</p>;
}

function InsightItem({ insight }: { insight: Insight }) {
  const Icon =
    insight.type === 'recommendation'
      ? Lightbulb
      : insight.type === 'achievement'
        ? Award
        : TrendingUp;
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 p-4" data-testid="insight">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{insight.title}</h3>
          {insight.type !== 'achievement' ? (
            <Badge className={PRIORITY_CLASSES[insight.priority]} variant="secondary">
              {insight.priority} priority
            </Badge>
          ) : null}
        </div>
        <p className="text-slate-700">{insight.description}</p>
      </div>
    </li>
  );
}

/**
 * "AI Insights": patterns, predictions and achievements computed from the user's own entries.
 * Below 3 days of data it says how many more are needed instead.
 */
export function InsightsPanel({
  dayCount,
  run,
  running,
  onRefresh,
}: {
  dayCount: number;
  run: InsightRun | null;
  running: boolean;
  onRefresh(): void;
}) {
  const patterns = run?.insights.filter((insight) => insight.type !== 'achievement') ?? [];
  const achievements = run?.insights.filter((insight) => insight.type === 'achievement') ?? [];
  const predictions = run?.predictions ?? [];

  return (
    <Card data-testid="insights-panel">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          <Sparkles aria-hidden="true" className="size-5 text-primary" />
          AI Insights
        </CardTitle>
        <Button
          variant="outline"
          size="sm"
          onClick={onRefresh}
          disabled={running || dayCount < INSIGHTS_MIN_DAYS}
          aria-label="Refresh insights"
        >
          <RefreshCw aria-hidden="true" className={cn('size-4', running && 'animate-spin')} />
          {running ? 'Analyzing...' : 'Refresh'}
        </Button>
      </CardHeader>
      <CardContent>
        {dayCount < INSIGHTS_MIN_DAYS ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <Sparkles aria-hidden="true" className="size-8 text-primary" />
            <p className="text-lg font-semibold text-slate-900">AI Insights Coming Soon</p>
            <p className="text-slate-600">
              {dayCount}/{INSIGHTS_MIN_DAYS} entries needed
            </p>
          </div>
        ) : (
          <Tabs defaultValue="patterns">
            <TabsList aria-label="Insight kinds">
              <TabsTrigger value="patterns">Patterns</TabsTrigger>
              <TabsTrigger value="predictions">Predictions</TabsTrigger>
              <TabsTrigger value="achievements">Achievements</TabsTrigger>
            </TabsList>
            <TabsContent value="patterns">
              {patterns.length === 0 ? (
                <Empty>No patterns detected yet.</Empty>
              ) : (
                <ul className="flex flex-col gap-3">
                  {patterns.map((insight) => (
                    <InsightItem key={insight.id} insight={insight} />
                  ))}
                </ul>
              )}
            </TabsContent>
            <TabsContent value="predictions">
              {predictions.length === 0 ? (
                <Empty>
                  Predictions will appear after more entries. Need at least 7 days of data.
                </Empty>
              ) : (
                <ul className="grid gap-3 md:grid-cols-3">
                  {predictions.map((prediction) => (
                    <PredictionItem key={prediction.date} prediction={prediction} />
                  ))}
                </ul>
              )}
            </TabsContent>
            <TabsContent value="achievements">
              {achievements.length === 0 ? (
                <Empty>Keep tracking to unlock achievements!</Empty>
              ) : (
                <ul className="flex flex-col gap-3">
                  {achievements.map((insight) => (
                    <InsightItem key={insight.id} insight={insight} />
                  ))}
                </ul>
              )}
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}
