import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import type { ApiSettings } from '@core/settings';
import { useUpdateSettings } from '@client/api/settings/update-settings';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { SettingsLoader } from './settings-loader';

type Theme = ApiSettings['theme'];

const THEME_OPTIONS: ReadonlyArray<{
  value: Theme;
  label: string;
  description: string;
  icon: LucideIcon;
}> = [
  { value: 'light', label: 'Light', description: 'Dark text on light backgrounds', icon: Sun },
  { value: 'dark', label: 'Dark', description: 'Light text on dark backgrounds', icon: Moon },
  {
    value: 'system',
    label: 'System',
    description: "Follows your device's light or dark setting",
    icon: Monitor,
  },
];

/**
 * The theme as a radio group (arrow keys move between the options). A choice applies at once,
 * through the settings cache the shell's theme follows, and is saved to the account.
 */
function ThemeChoice({ theme }: { theme: Theme }) {
  const update = useUpdateSettings();
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-base font-medium text-slate-900">
        Theme
      </p>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={theme}
        onValueChange={(value) => update.mutate({ theme: value as Theme })}
        className="grid gap-2 sm:grid-cols-3"
      >
        {THEME_OPTIONS.map(({ value, label, description, icon: Icon }) => {
          const id = `${labelId}-${value}`;
          return (
            <label
              key={value}
              htmlFor={id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft"
            >
              <RadioGroup.Item
                id={id}
                value={value}
                // Named by the option's label alone; the description is read after it.
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-description`}
                className="flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-slate-500 bg-white outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 data-[state=checked]:border-primary"
              >
                <RadioGroup.Indicator className="size-3 rounded-full bg-primary" />
              </RadioGroup.Item>
              <span className="flex flex-col">
                <span
                  id={`${id}-label`}
                  className="flex items-center gap-1.5 font-medium text-slate-900"
                >
                  <Icon aria-hidden="true" className="size-4 text-slate-600" />
                  {label}
                </span>
                <span id={`${id}-description`} className="text-sm text-slate-600">
                  {description}
                </span>
              </span>
            </label>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}

/** "Appearance": light, dark, or the device's choice. */
export function AppearanceCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Appearance</CardTitle>
      </CardHeader>
      <CardContent>
        <SettingsLoader>{(settings) => <ThemeChoice theme={settings.theme} />}</SettingsLoader>
      </CardContent>
    </Card>
  );
}
