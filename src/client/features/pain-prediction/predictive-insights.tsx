import type { PredictiveInsight } from '@core/prediction/types';
import { plural } from '@core/report/words';
import { Badge } from '@client/components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';

const TYPE_WORDS: Record<PredictiveInsight['type'], string> = {
  pattern: 'Pattern',
  timing: 'Timing',
  trigger: 'Trigger',
  prevention: 'Prevention',
};

/** Predictive Insights: each from a finding in the user's own days, with what it rests on. */
export function PredictiveInsights({ insights }: { insights: PredictiveInsight[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Predictive Insights</CardTitle>
        <CardDescription>What your own history says about the days ahead.</CardDescription>
      </CardHeader>
      <CardContent>
        {insights.length === 0 ? (
          <p className="text-slate-700">
            Nothing stands out yet. Insights appear when a pattern in your entries is clear enough
            to plan around.
          </p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Predictive insights">
            {insights.map((insight) => (
              <li
                key={insight.title}
                className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4"
                data-testid="predictive-insight"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="outline">{TYPE_WORDS[insight.type]}</Badge>
                  <Badge variant="secondary">{insight.timeRelevance}</Badge>
                </div>
                <h3 className="font-semibold text-slate-900">{insight.title}</h3>
                <p className="text-slate-800">{insight.description}</p>
                {insight.recommendations.length > 0 ? (
                  <ul className="list-disc pl-5 text-slate-800">
                    {insight.recommendations.slice(0, 2).map((recommendation) => (
                      <li key={recommendation}>{recommendation}</li>
                    ))}
                  </ul>
                ) : null}
                <p className="text-sm text-slate-600">
                  Confidence {insight.confidence}% · from {plural(insight.dataPoints, 'day')} of
                  your data
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
