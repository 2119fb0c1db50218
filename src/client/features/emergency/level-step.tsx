import { useId, type Ref } from 'react';
import { Check } from 'lucide-react';
import { painColor, type PainColor } from '@core/pain-scale';
import { cn } from '@client/lib/cn';
import { EMERGENCY_LEVELS } from '@core/emergency-options';

const TONE: Record<PainColor, string> = {
  green: 'bg-emerald-100 text-emerald-900',
  amber: 'bg-amber-100 text-amber-900',
  orange: 'bg-orange-100 text-orange-900',
  red: 'bg-red-100 text-red-900',
};

export interface LevelStepProps {
  level: number | null;
  onChange(level: number): void;
  disabled: boolean;
  /** Set after a save was tried without a level. */
  needsLevel: boolean;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Step 1: five large toggle buttons, 6 to 10. The number and its words both show the level. */
export function LevelStep({ level, onChange, disabled, needsLevel, headingRef }: LevelStepProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2
        id={`${id}-heading`}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900"
      >
        1. How strong is your pain right now?
      </h2>
      {needsLevel && level === null ? (
        <p role="alert" className="mt-1 font-medium text-danger">
          Choose a level below first. One tap is enough.
        </p>
      ) : null}
      <div className="mt-3 grid gap-2 sm:grid-cols-5">
        {EMERGENCY_LEVELS.map((item) => {
          const pressed = level === item.level;
          return (
            <button
              key={item.level}
              type="button"
              aria-pressed={pressed}
              aria-label={`${item.level} ${item.label}`}
              aria-describedby={`${id}-${item.level}`}
              aria-disabled={disabled || undefined}
              onClick={() => {
                if (!disabled) onChange(item.level);
              }}
              className={cn(
                'relative flex min-h-16 items-center gap-3 rounded-2xl border-2 p-3 text-left transition-colors',
                'sm:min-h-40 sm:flex-col sm:justify-start sm:text-center',
                pressed
                  ? 'border-primary bg-primary text-white shadow-md'
                  : 'border-slate-200 bg-white text-slate-900 hover:border-slate-400',
                disabled && 'opacity-60',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-11 shrink-0 items-center justify-center rounded-full text-xl font-bold',
                  TONE[painColor(item.level)],
                  pressed && 'ring-2 ring-white',
                )}
              >
                {item.level}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-base font-semibold">{item.label}</span>
                <span
                  id={`${id}-${item.level}`}
                  className={cn('text-sm', pressed ? 'text-teal-50' : 'text-slate-600')}
                >
                  {item.description}
                </span>
              </span>
              {pressed ? (
                <Check
                  aria-hidden="true"
                  className="size-6 shrink-0 sm:absolute sm:top-2 sm:right-2 sm:size-5"
                  strokeWidth={3}
                />
              ) : null}
            </button>
          );
        })}
      </div>
    </section>
  );
}
