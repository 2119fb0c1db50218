import { useEffect, useId, useRef } from 'react';
import { bodyPartName } from '@core/body-parts';
import { PAIN_MAX, painDescriptor } from '@core/pain-scale';
import { Button } from '@client/components/ui/button';
import { Slider } from '@client/components/ui/slider';
import { painColorClasses } from '@client/lib/pain-colors';

export interface PainPanelProps {
  partKey: string;
  intensity: number;
  onIntensityChange(value: number): void;
  onAdd(): void;
  onCancel(): void;
}

/** A marked part hurts: its intensity runs from 1, not 0 (spec section 5). */
const LOWEST_INTENSITY = 1;

/** "Add Pain to {part}": the intensity slider for the selected part. */
export function PainPanel({
  partKey,
  intensity,
  onIntensityChange,
  onAdd,
  onCancel,
}: PainPanelProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);

  // Focus goes to the slider each time a part is chosen, so the next key press adjusts it; a
  // screen reader reads the panel's title with it. It waits a frame: a Radix thumb focused in
  // the render it mounts in has not yet learnt its index, and would then ignore the arrow keys.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const panel = panelRef.current;
      // Bring the whole panel into view (on a phone it opens below the figure), not just the thumb.
      panel?.scrollIntoView?.({ block: 'nearest' });
      panel?.querySelector<HTMLElement>('[role="slider"]')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [partKey]);

  const descriptor = painDescriptor(intensity);
  return (
    <section
      ref={panelRef}
      aria-labelledby={titleId}
      className="scroll-mt-20 scroll-mb-24 rounded-2xl border border-teal-200 bg-primary-soft p-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        Add Pain to {bodyPartName(partKey)}
      </h3>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3">
        <span className="font-medium text-slate-700">Pain intensity</span>
        {/* The slider's value text says the same to a screen reader. */}
        <span className="flex items-center gap-2 whitespace-nowrap" aria-hidden="true">
          <span className={`size-3.5 rounded-full border ${painColorClasses(intensity).swatch}`} />
          <span className="text-slate-900">
            <span className="text-xl font-bold tabular-nums">{intensity}</span>/10
          </span>
          <span className="text-slate-600">{descriptor}</span>
        </span>
      </div>
      <Slider
        value={intensity}
        onValueChange={onIntensityChange}
        min={LOWEST_INTENSITY}
        max={PAIN_MAX}
        label="Pain intensity"
        valueText={`${intensity}, ${descriptor}`}
        className="mt-1"
      />
      <div className="flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>
          {LOWEST_INTENSITY} {painDescriptor(LOWEST_INTENSITY)}
        </span>
        <span>
          {PAIN_MAX} {painDescriptor(PAIN_MAX)}
        </span>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={onAdd} className="grow">
          Add Pain Location
        </Button>
        <Button variant="outline" onClick={onCancel} className="grow">
          Cancel
        </Button>
      </div>
    </section>
  );
}
