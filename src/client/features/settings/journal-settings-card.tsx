import { useSettings } from '@client/api/settings/get-settings';
import { useUpdateSettings } from '@client/api/settings/update-settings';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { SettingsSwitch } from './settings-switch';

/** "Journal": whether the daily journal saves itself while the user types. */
export function JournalSettingsCard() {
  const settings = useSettings();
  const update = useUpdateSettings();

  let body;
  if (settings.isPending) {
    body = (
      <div role="status" aria-label="Loading your settings">
        <Skeleton className="h-11 w-full" />
      </div>
    );
  } else if (settings.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-slate-700">
          Your settings could not be loaded. Check your connection and try again.
        </p>
        <Button variant="outline" onClick={() => void settings.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    // While a change is saving the switch shows it; if the save fails it falls back to the
    // stored value on its own, since the cached settings only change on success.
    const checked = update.isPending
      ? (update.variables.autoSave ?? settings.data.autoSave)
      : settings.data.autoSave;
    body = (
      <SettingsSwitch
        label="Auto-save entries while typing"
        description="When off, a Save button appears at the bottom of the journal."
        checked={checked}
        // Ignored while a save is under way (rather than disabled, which would drop keyboard
        // focus), so answers cannot arrive out of order.
        onCheckedChange={(autoSave) => {
          if (!update.isPending) update.mutate({ autoSave });
        }}
      />
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Journal</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
