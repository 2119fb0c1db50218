import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

/** The explanation card, written as it is: statistics on the user's own days, checked daily. */
export function HowPredictionsWork() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How predictions work</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-slate-800">
        <p>
          Cairn tries three ways of predicting your pain on your own history: your pain the day
          before, your average over the last 7 days, and a small statistical model of your recent
          pain, weekday, sleep, stress and air pressure. Each is tested on your last 60 days, as if
          each day were still to come, and the one that was closest to what really happened is used.
          It is never a trained AI and never someone else&apos;s data.
        </p>
        <p>
          The range is where your pain has usually landed when such a prediction was made. Risk
          levels: low up to 4, moderate above 4, high above 6, severe at 8 or more. A flare alert is
          raised when today or the next 2 days reach the level you choose under Alerts.
        </p>
        <p>
          Predictions are kept as they were before each day began, so you can see below how they
          compared with your entries.
        </p>
      </CardContent>
    </Card>
  );
}
