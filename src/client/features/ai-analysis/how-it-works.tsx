import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

/** What the page really does, said plainly: statistics on the user's own records. */
export function HowItWorks({ threshold }: { threshold: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How it works</CardTitle>
      </CardHeader>
      <CardContent>
        <ul
          className="flex list-disc flex-col gap-2 pl-5 text-slate-700"
          data-testid="how-it-works"
        >
          <li>
            Everything here is statistics on your own entries, medications and dose logs, not a
            trained AI model. It is worked out on Cairn&apos;s server for your account alone, and
            nothing leaves your account to make it.
          </li>
          <li>
            A flare is a run of days at or above your personal threshold, now{' '}
            <strong className="text-slate-900">{threshold}/10</strong>: at least 7, or your own
            usual high plus 1 when that is higher. Two runs one quieter day apart count as one
            flare.
          </li>
          <li>
            Patterns group your flares by what came before them, once there are at least 3.
            Something becomes a pattern of its own only when it came before your flares more often
            than before ordinary days, by more than chance would explain (Fisher&apos;s exact test).
            A next date is given only after at least 4 flares with fairly regular gaps between them.
          </li>
          <li>
            Factors such as sleep, stress and weather are compared with your pain the same day and
            the next by rank correlation. Yes/no factors such as tags and activities compare days
            with and without them, when there are at least 3 of each.
          </li>
          <li>
            Each effect is checked with a permutation test that shuffles whole runs of days, since
            pain and weather come in spells, then corrected for testing many factors at once
            (false-discovery rate). Only effects that pass are called significant, and even then
            they show that two things go together, not that one causes the other.
          </li>
          <li>
            Prediction accuracy is a backtest: how often a prediction made from your earlier days
            came within 1 point of what you then logged.
          </li>
          <li>
            Every figure says how many days or flares it rests on. With too little data a section
            says how much more it needs instead of guessing.
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
