import { useId, useState, type FormEvent } from 'react';
import { weatherLocationSchema, type WeatherLocation } from '@core/weather';
import { Button } from '@client/components/ui/button';
import { coordinatesText, fieldClass } from './weather-fields';

/** The place as latitude and longitude, for somewhere the search does not know. */
export function WeatherCoordinates({ onChoose }: { onChoose(place: WeatherLocation): void }) {
  const id = useId();
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
    const coordinates = { latitude: numberOf(latitude), longitude: numberOf(longitude) };
    const parsed = weatherLocationSchema.safeParse({
      ...coordinates,
      name: Number.isFinite(coordinates.latitude + coordinates.longitude)
        ? coordinatesText(coordinates)
        : '?',
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem(
        issue?.path[0] === 'longitude'
          ? 'Longitude must be a number between -180 and 180.'
          : 'Latitude must be a number between -90 and 90.',
      );
      return;
    }
    setProblem(null);
    setLatitude('');
    setLongitude('');
    onChoose(parsed.data);
  };

  const input = (label: string, value: string, set: (value: string) => void, hint: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${label}`} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        id={`${id}-${label}`}
        inputMode="decimal"
        autoComplete="off"
        placeholder={hint}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => set(event.target.value)}
        className={fieldClass}
      />
    </div>
  );

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <p id={`${id}-title`} className="text-base font-medium text-slate-900">
        Or enter latitude and longitude
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {input('Latitude', latitude, setLatitude, 'e.g. 40.4165')}
        {input('Longitude', longitude, setLongitude, 'e.g. -3.7026')}
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <Button type="submit" variant="outline" className="self-start">
        Use these coordinates
      </Button>
    </form>
  );
}
