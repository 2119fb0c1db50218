import { useId } from 'react';
import type { ApiSettings } from '@core/settings';
import { TEMPERATURE_UNITS, type TemperatureUnit } from '@core/weather';
import { useUpdateSettings } from '@client/api/settings/update-settings';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { SettingsLoader } from './settings-loader';
import { WeatherBackfill } from './weather-backfill';
import { WeatherCoordinates } from './weather-coordinates';
import { coordinatesText } from './weather-fields';
import { WeatherPlaceSearch } from './weather-place-search';

const UNIT_LABELS: Record<TemperatureUnit, string> = {
  celsius: 'Celsius (°C)',
  fahrenheit: 'Fahrenheit (°F)',
};

function TemperatureUnitSetting({ unit }: { unit: TemperatureUnit }) {
  const update = useUpdateSettings();
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-base font-medium text-slate-900">Temperature unit</legend>
      <div className="flex flex-wrap gap-2">
        {TEMPERATURE_UNITS.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-4 text-base text-slate-900 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={unit === value}
              onChange={() => update.mutate({ temperatureUnit: value })}
              className="size-4 accent-primary"
            />
            {UNIT_LABELS[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function WeatherSettings({ settings }: { settings: ApiSettings }) {
  const update = useUpdateSettings();
  const place = settings.weatherLocation;
  const choose = (weatherLocation: ApiSettings['weatherLocation']) =>
    update.mutate({ weatherLocation });

  return (
    <div className="flex flex-col gap-6">
      {place ? (
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm text-slate-600">Weather place</p>
            <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">{place.name}</p>
            <p className="text-sm text-slate-600">{coordinatesText(place)}</p>
          </div>
          <Button
            variant="outline"
            aria-label={`Remove weather place ${place.name}`}
            className="self-start sm:self-center"
            onClick={() => choose(null)}
          >
            Remove
          </Button>
        </div>
      ) : (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
          Weather is off: no place is chosen.
        </p>
      )}
      <WeatherPlaceSearch onChoose={choose} />
      <WeatherCoordinates onChoose={choose} />
      <TemperatureUnitSetting unit={settings.temperatureUnit} />
      {place ? <WeatherBackfill placeName={place.name} /> : null}
    </div>
  );
}

/**
 * "Weather": off until a place is chosen; then each journal entry gets the day's weather at
 * that place, from Open-Meteo, which only ever receives the place's coordinates.
 */
export function WeatherCard() {
  return (
    <Card data-testid="weather-card">
      <CardHeader>
        <CardTitle>Weather</CardTitle>
        <CardDescription>
          Weather is off until you choose a place. Then each journal entry gets that day's
          temperature, pressure, humidity and conditions, and Pain Prediction can use the coming
          week's forecast. Only the place's coordinates are sent to Open-Meteo, a free weather
          service; nothing about you or your entries.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SettingsLoader>{(settings) => <WeatherSettings settings={settings} />}</SettingsLoader>
      </CardContent>
    </Card>
  );
}
