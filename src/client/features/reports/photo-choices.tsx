import { mediaUrl } from '@core/media';
import type { ReportPhoto } from '@core/report/photos';
import { hintClass, labelClass } from './form-styles';

/**
 * The period's photos, each with a box to tick for this report. None is ticked to begin with,
 * and the choice is not kept: a photo goes to a clinician only when the person says so, report
 * by report.
 */
export function PhotoChoices({
  photos,
  chosen,
  onChange,
}: {
  photos: readonly ReportPhoto[];
  chosen: ReadonlySet<string>;
  onChange(next: ReadonlySet<string>): void;
}) {
  if (photos.length === 0) return null;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <fieldset className="grid gap-2" aria-describedby="report-photos-hint">
      <legend className={`${labelClass} mb-1`}>Photos to include</legend>
      <p id="report-photos-hint" className={hintClass}>
        No photo goes into the report unless you tick it. Ticked photos are added to this
        report&apos;s PDF and printout; the choice is not saved for the next report.
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {photos.map((photo) => (
          <li key={photo.id}>
            <label className="flex cursor-pointer flex-col gap-1.5 rounded-xl border border-slate-200 p-2 has-checked:border-primary has-checked:bg-primary/5">
              <img
                src={mediaUrl(photo.id)}
                alt=""
                loading="lazy"
                className="aspect-square w-full rounded-lg bg-slate-100 object-cover"
              />
              <span className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={chosen.has(photo.id)}
                  onChange={(event) => toggle(photo.id, event.target.checked)}
                  className="size-5 shrink-0 accent-(--color-primary)"
                />
                {photo.caption}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
