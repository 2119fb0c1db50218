import { CloudOff } from 'lucide-react';
import { Link } from 'wouter';
import type { PredictionsResponse } from '@core/prediction/api';
import type { WeatherImpactDay } from '@core/prediction/types';
import { EmptyState } from '@client/components/analysis/empty-state';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { round1 } from '@core/stats/numbers';
import { formatTemperature, type TemperatureUnit } from '@core/weather';
import { cn } from '@client/lib/cn';
import { formatShortDate } from '@client/lib/dates';
import { WEATHER_LOOK } from '@client/components/prediction/risk-look';

/** "18 °C" as the journal writes it (core/weather.ts), "—" when the forecast has no value. */
const temperature = (celsius: number | null, unit: TemperatureUnit) =>
  celsius === null ? '—' : formatTemperature(celsius, unit);

/** What the risk rests on, in words: the fitted sensitivity and the days behind it. */
function basis(data: PredictionsResponse): string {
  const fit = data.sensitivity;
  if (!fit) {
    return 'Risk shows once 14 of your days carry the weather; until then every day is Neutral.';
  }
  const perTenBelow = round1(fit.perHpaBelowUsual * 10);
  const perFiveFall = round1(fit.perHpaFall * 5);
  const parts = [
    perTenBelow === 0
      ? `your pain has not followed how low the pressure is`
      : `your pain has been about ${Math.abs(perTenBelow)} points ${perTenBelow > 0 ? 'higher' : 'lower'} for every 10 hPa below your usual ${Math.round(fit.usualPressure)} hPa`,
  ];
  if (perFiveFall !== 0) {
    parts.push(
      `about ${Math.abs(perFiveFall)} points ${perFiveFall > 0 ? 'higher' : 'lower'} on a day pressure falls 5 hPa`,
    );
  }
  return `From ${fit.n} of your days with weather: ${parts.join(', and ')}.`;
}

function WeatherDay({ day, unit }: { day: WeatherImpactDay; unit: TemperatureUnit }) {
  return (
    <li
      className="flex flex-col gap-1 rounded-xl border border-slate-200 p-3"
      data-testid="weather-day"
    >
      <span className="font-semibold text-slate-900">{formatShortDate(day.date)}</span>
      <span className="text-slate-800">{day.description ?? 'Unknown'}</span>
      <span className="text-sm text-slate-700">
        {temperature(day.temperatureMin, unit)} to {temperature(day.temperatureMax, unit)}
      </span>
      <span className="text-sm text-slate-700">
        {day.pressure === null ? 'Pressure unknown' : `${Math.round(day.pressure)} hPa`}
        {day.precipitationChance === null ? '' : ` · ${day.precipitationChance}% rain`}
      </span>
      <span
        className={cn('mt-1 rounded-lg px-2 py-1 text-sm font-semibold', WEATHER_LOOK[day.label])}
        data-label={day.label}
      >
        {day.label}
        <span className="font-normal">
          {' '}
          ({day.painRiskFactor > 0 ? '+' : ''}
          {day.painRiskFactor} points)
        </span>
      </span>
    </li>
  );
}

const STATUS_TEXT = {
  'no-location':
    'Choose your place in Settings and Cairn will add the weather to your entries and forecast how it may affect your pain.',
  off: 'Weather is turned off on this installation of Cairn.',
  unavailable: 'The weather service could not be reached just now. Try Refresh in a little while.',
} as const;

/** The forecast days ahead, each with the pain risk the user's own pressure history suggests. */
export function WeatherImpact({
  data,
  unit,
}: {
  data: PredictionsResponse;
  unit: TemperatureUnit;
}) {
  const days = data.weatherImpact.filter((day) => day.date > data.today).slice(0, 7);
  return (
    <Card>
      <CardHeader>
        <CardTitle>7-day Weather Impact Forecast</CardTitle>
        {data.weatherStatus === 'ok' ? <CardDescription>{basis(data)}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {data.weatherStatus !== 'ok' || days.length === 0 ? (
          <EmptyState icon={CloudOff} title="No weather forecast" testId="weather-empty">
            <p>
              {data.weatherStatus === 'ok'
                ? STATUS_TEXT.unavailable
                : STATUS_TEXT[data.weatherStatus]}
            </p>
            {data.weatherStatus === 'no-location' ? (
              <Link
                href="/settings"
                className="mt-2 inline-block font-semibold text-primary underline"
              >
                Open Settings
              </Link>
            ) : null}
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Weather impact">
            {days.map((day) => (
              <WeatherDay key={day.date} day={day} unit={unit} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
