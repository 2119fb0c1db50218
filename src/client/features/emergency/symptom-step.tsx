import { useId } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { EMERGENCY_SYMPTOMS, type EmergencySymptom } from '@core/emergency-options';

/** Step 2 (optional): symptoms as toggle chips; a tick shows which are on. */
export function SymptomStep({
  symptoms,
  onToggle,
  disabled,
}: {
  symptoms: readonly EmergencySymptom[];
  onToggle(symptom: EmergencySymptom): void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        2. Any other symptoms? <span className="font-normal text-slate-600">(optional)</span>
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {EMERGENCY_SYMPTOMS.map((symptom) => {
          const pressed = symptoms.includes(symptom);
          return (
            <button
              key={symptom}
              type="button"
              aria-pressed={pressed}
              aria-disabled={disabled || undefined}
              onClick={() => {
                if (!disabled) onToggle(symptom);
              }}
              className={cn(
                'inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 text-base font-medium transition-colors',
                pressed
                  ? 'border-primary bg-primary-soft text-primary'
                  : 'border-slate-200 bg-white text-slate-800 hover:border-slate-400',
                disabled && 'opacity-60',
              )}
            >
              {pressed ? <Check aria-hidden="true" className="size-4" strokeWidth={3} /> : null}
              {symptom}
            </button>
          );
        })}
      </div>
    </section>
  );
}
