import { useId, useState, type FormEvent } from 'react';
import type { WeatherLocation } from '@core/weather';
import { plural } from '@core/report/words';
import { useSearchPlaces } from '@client/api/weather/search-places';
import { serverMessage } from '@client/lib/api-failure';
import { Button } from '@client/components/ui/button';
import { coordinatesText, fieldClass } from './weather-fields';

const SEARCH_FAILED = 'The search did not work. Check your connection and try again.';

/** A place name searched on Open-Meteo (on submit only), then one of the results chosen. */
export function WeatherPlaceSearch({ onChoose }: { onChoose(place: WeatherLocation): void }) {
  const id = useId();
  const search = useSearchPlaces();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [searched, setSearched] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = name.trim();
    if (query.length < 2 || query.length > 100) {
      setProblem('Type 2 to 100 characters of a town or city.');
      return;
    }
    setProblem(null);
    setSearched(query);
    search.mutate(query);
  };

  const places = search.data ?? [];
  const status = search.isPending
    ? 'Searching...'
    : search.isSuccess
      ? places.length > 0
        ? `${plural(places.length, 'place')} found for “${searched}”. Choose yours.`
        : `No place found for “${searched}”. Try another spelling, or enter its coordinates.`
      : '';

  return (
    <div className="flex flex-col gap-2">
      <form
        role="search"
        aria-label="Weather place"
        onSubmit={submit}
        className="flex flex-col gap-1.5"
      >
        <label htmlFor={`${id}-name`} className="text-base font-medium text-slate-900">
          Search for a place
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={`${id}-name`}
            type="search"
            value={name}
            maxLength={100}
            autoComplete="off"
            placeholder="Town or city, e.g. Madrid"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setName(event.target.value)}
            className={fieldClass}
          />
          <Button type="submit" aria-disabled={search.isPending || undefined}>
            Search
          </Button>
        </div>
        {problem ? (
          <p id={`${id}-problem`} className="text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : null}
      </form>
      <p role="status" className="text-sm text-slate-700">
        {status}
      </p>
      {search.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {serverMessage(search.error, SEARCH_FAILED)}
        </p>
      ) : null}
      {places.length > 0 ? (
        <ul aria-label="Places found" className="flex flex-col gap-2">
          {places.map((place) => (
            <li key={`${place.latitude},${place.longitude}`}>
              {/* A plain button: the shared one never wraps, and a place name may be long. */}
              <button
                type="button"
                className="flex min-h-11 w-full flex-col items-start rounded-xl border border-slate-300 bg-white px-4 py-2 text-left font-semibold [overflow-wrap:anywhere] text-slate-800 transition-colors hover:border-slate-400 hover:bg-slate-50"
                onClick={() => {
                  onChoose(place);
                  search.reset();
                  setName('');
                }}
              >
                <span>{place.name}</span>
                <span className="text-sm font-normal text-slate-600">{coordinatesText(place)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
