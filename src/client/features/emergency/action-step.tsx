import { useId } from 'react';
import { Bed, Pill, Stethoscope, Wind, type LucideIcon } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { EMERGENCY_ACTIONS, type EmergencyAction } from '@core/emergency-options';

const ICONS: Record<EmergencyAction, LucideIcon> = {
  'Take Medication': Pill,
  'Call Doctor': Stethoscope,
  'Breathing Exercise': Wind,
  'Rest Position': Bed,
};

/** Step 3: what the person will do. With a level chosen, one tap here saves the entry. */
export function ActionStep({
  hasLevel,
  onChoose,
  disabled,
}: {
  hasLevel: boolean;
  onChoose(action: EmergencyAction): void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} aria-describedby={`${id}-hint`}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        3. What will you do now?
      </h2>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hasLevel
          ? 'One tap saves your entry.'
          : 'Choose your pain level first. Then one tap here saves your entry.'}
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {EMERGENCY_ACTIONS.map((action) => {
          const Icon = ICONS[action];
          return (
            <button
              key={action}
              type="button"
              aria-disabled={disabled || undefined}
              onClick={() => {
                if (!disabled) onChoose(action);
              }}
              className={cn(
                'flex min-h-24 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-slate-200 bg-white p-3 text-center text-base font-semibold text-slate-900 transition-colors',
                'hover:border-primary hover:bg-primary-soft hover:text-primary',
                disabled && 'opacity-60',
              )}
            >
              <Icon aria-hidden="true" className="size-7 text-primary" />
              {action}
            </button>
          );
        })}
      </div>
    </section>
  );
}
