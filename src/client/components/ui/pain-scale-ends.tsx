import { PAIN_MAX, PAIN_MIN, painDescriptor } from '@core/pain-scale';

/** Under a pain slider: the scale's two ends with their words (the slider itself reads out its value). */
export function PainScaleEnds() {
  return (
    <div aria-hidden="true" className="flex justify-between text-sm text-slate-600">
      <span>
        {PAIN_MIN} {painDescriptor(PAIN_MIN)}
      </span>
      <span>
        {PAIN_MAX} {painDescriptor(PAIN_MAX)}
      </span>
    </div>
  );
}
