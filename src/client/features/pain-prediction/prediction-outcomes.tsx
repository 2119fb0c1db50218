import type { PredictionsResponse } from '@core/prediction/api';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { formatShortDate } from '@client/lib/dates';
import { accuracySentence } from '@client/components/prediction/accuracy-sentence';

/** What was predicted for the last days against what happened, newest first. */
export function PredictionOutcomes({ data }: { data: PredictionsResponse }) {
  const sentence = accuracySentence(data);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Predictions against what happened</CardTitle>
        <CardDescription data-testid="accuracy-sentence">
          {sentence ??
            'Accuracy shows once there are 14 days the predictions can be checked against.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {data.recentOutcomes.length === 0 ? (
          <p className="text-slate-700">
            Predictions Cairn shows you are kept; once their day has entries they are listed here
            beside your actual pain.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="prediction-outcomes">
              <caption className="sr-only">Recent predictions and your actual pain</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Day
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Predicted
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Actual
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Within 1 point
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.recentOutcomes.map((outcome) => (
                  <tr key={outcome.id} className="border-b border-slate-100 text-slate-900">
                    <th scope="row" className="py-2 pr-3 font-normal">
                      {formatShortDate(outcome.date)}
                    </th>
                    <td className="py-2 pr-3">
                      {outcome.predictedPainLevel} ({outcome.range.low}–{outcome.range.high})
                    </td>
                    <td className="py-2 pr-3">{outcome.actualPainLevel}</td>
                    <td className="py-2">{outcome.predictionMet ? 'Yes' : 'No'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
