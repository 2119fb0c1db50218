import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

/** Why keeping this list is worth the effort, in plain words. */
export function TriggerInfoCard() {
  return (
    <Card className="border-primary-muted bg-primary-soft">
      <CardHeader className="flex-row items-center gap-3">
        <Lightbulb aria-hidden="true" className="size-6 shrink-0 text-primary" />
        <CardTitle>How tracking triggers helps</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-slate-700">
        <p>
          A trigger is anything that seems to bring on your pain or make it worse. Writing them down
          helps you notice patterns you might otherwise miss, for example:
        </p>
        <ul className="list-disc space-y-1 pl-6">
          <li>changes in the weather, like cold, damp or stormy days;</li>
          <li>activities, like long walks, lifting or sitting for hours;</li>
          <li>foods or drinks that seem to come before a flare;</li>
          <li>stress, worry or poor sleep.</li>
        </ul>
        <p>
          Once you know your triggers you can plan around them. Bring this list to your doctor: it
          gives you both something concrete to talk about.
        </p>
      </CardContent>
    </Card>
  );
}
