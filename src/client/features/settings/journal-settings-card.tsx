import { useUpdateSettings } from '@client/api/settings/update-settings';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { SettingsLoader } from './settings-loader';
import { SwitchRow } from '@client/components/ui/switch-row';

/** "Journal": whether the daily journal saves itself while the user types. */
export function JournalSettingsCard() {
  const update = useUpdateSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Journal</CardTitle>
      </CardHeader>
      <CardContent>
        <SettingsLoader>
          {(settings) => (
            // The cached settings take a change at once and fall back if the save fails.
            <SwitchRow
              label="Auto-save entries while typing"
              description="When off, a Save button appears at the bottom of the journal."
              checked={settings.autoSave}
              // Ignored while a save is under way (rather than disabled, which would drop
              // keyboard focus), so one flip is saved before the next.
              onCheckedChange={(autoSave) => {
                if (!update.isPending) update.mutate({ autoSave });
              }}
            />
          )}
        </SettingsLoader>
      </CardContent>
    </Card>
  );
}
