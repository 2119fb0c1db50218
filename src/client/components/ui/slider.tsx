import { Slider as RadixSlider } from 'radix-ui';
import { cn } from '@client/lib/cn';

export interface SliderProps {
  value: number;
  onValueChange(value: number): void;
  min: number;
  max: number;
  step?: number;
  /** The accessible name of the thumb (the visible label should say the same). */
  label: string;
  /** Read out instead of the bare number, e.g. "6, Severe". */
  valueText?: string;
  id?: string;
  className?: string;
  disabled?: boolean;
}

/** A single-thumb slider with a large thumb for shaky or tired hands; arrow keys move it. */
export function Slider({
  value,
  onValueChange,
  min,
  max,
  step = 1,
  label,
  valueText,
  id,
  className,
  disabled,
}: SliderProps) {
  return (
    <RadixSlider.Root
      id={id}
      className={cn('relative flex h-11 w-full touch-none items-center select-none', className)}
      value={[value]}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      onValueChange={(values) => {
        const next = values[0];
        if (next !== undefined) onValueChange(next);
      }}
    >
      <RadixSlider.Track className="relative h-2.5 grow overflow-hidden rounded-full bg-slate-200">
        <RadixSlider.Range className="absolute h-full rounded-full bg-primary" />
      </RadixSlider.Track>
      <RadixSlider.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        className="block size-7 rounded-full border-2 border-primary bg-white shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
      />
    </RadixSlider.Root>
  );
}
