import { useId } from 'react';
import { PAIN_COLOR_CLASSES } from '@client/lib/pain-colors';

/** What the part colours mean; the numbers on the figure say the same without colour. */
export function PainLegend() {
  const titleId = useId();
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <span id={titleId} className="font-medium">
        Intensity:
      </span>
      <ul aria-labelledby={titleId} className="flex flex-wrap gap-x-3 gap-y-1">
        {Object.entries(PAIN_COLOR_CLASSES).map(([colour, { swatch, range }]) => (
          <li key={colour} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-3.5 rounded-full border ${swatch}`} />
            {range}
          </li>
        ))}
      </ul>
    </div>
  );
}
