import { CalendarCheck, FileCheck2, HeartPulse, LineChart } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

/** The explanatory panel beside the generator (spec): why a written report helps. */
const REASONS = [
  {
    icon: CalendarCheck,
    title: 'Make appointments count',
    text: 'Weeks of entries in a page or two let your clinician see patterns in minutes, instead of relying on how the last few days felt.',
  },
  {
    icon: HeartPulse,
    title: 'Show what treatment is doing',
    text: 'Pain, sleep and medication records side by side help you and your care team judge whether a change is working.',
  },
  {
    icon: FileCheck2,
    title: 'Back up claims and time off',
    text: 'A dated, factual log of pain and its effect on daily life is the kind of record insurers and employers ask for.',
  },
  {
    icon: LineChart,
    title: 'See your own progress',
    text: 'Looking back over months shows gains that are easy to miss from one day to the next.',
  },
] as const;

export function WhyReportsPanel() {
  return (
    <Card data-testid="why-reports">
      <CardHeader>
        <CardTitle>Why use professional reports?</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="grid gap-5 sm:grid-cols-2">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="block text-sm text-slate-600">{text}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="border-t border-slate-200 pt-4 text-sm text-slate-600">
          Reports are made in your browser from your own entries and stay on your device until you
          share them. They describe what you recorded; they are not a diagnosis.
        </p>
      </CardContent>
    </Card>
  );
}
