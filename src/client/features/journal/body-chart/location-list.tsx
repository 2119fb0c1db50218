import { useId, type Ref } from 'react';
import { X } from 'lucide-react';
import type { PainLocation } from '@core/journal';
import { bodyPartName } from '@core/body-parts';
import { painDescriptor } from '@core/pain-scale';
import { Button } from '@client/components/ui/button';
import { painColorClasses } from '@client/lib/pain-colors';

export interface LocationListProps {
  locations: PainLocation[];
  onRemove(bodyPart: string): void;
  onClearAll(): void;
  /** The heading takes focus when the item that had it goes away. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** The chosen locations, each removable, and Clear All. */
export function LocationList({ locations, onRemove, onClearAll, headingRef }: LocationListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex min-h-11 items-center justify-between gap-3">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900"
        >
          Pain locations{locations.length > 0 && ` (${locations.length})`}
        </h3>
        {locations.length > 0 && (
          <Button variant="ghost" size="sm" onClick={onClearAll} className="text-danger">
            Clear All
          </Button>
        )}
      </div>
      {locations.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-3 text-slate-600">
          Tap where it hurts to add a location.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {locations.map(({ bodyPart, intensity }) => {
            const name = bodyPartName(bodyPart);
            return (
              <li
                key={bodyPart}
                className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white py-1 pr-1 pl-3"
              >
                <span
                  aria-hidden="true"
                  className={`size-3.5 shrink-0 rounded-full border ${painColorClasses(intensity).swatch}`}
                />
                <span className="min-w-0 grow">
                  <span className="font-medium text-slate-900">{name}</span>{' '}
                  <span className="whitespace-nowrap text-slate-600">
                    <span className="font-semibold text-slate-800 tabular-nums">
                      {intensity}/10
                    </span>{' '}
                    {painDescriptor(intensity)}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${name}`}
                  data-remove={bodyPart}
                  onClick={() => onRemove(bodyPart)}
                  className="shrink-0 px-3 text-slate-600"
                >
                  <X aria-hidden="true" className="size-4" />
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
