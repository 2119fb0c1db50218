import { useId } from 'react';
import { Switch } from 'radix-ui';

/**
 * An on/off setting: the whole row, label included, is the tap target, and the switch itself is
 * a real role="switch" named by the visible label. The thumb's position and the track colour
 * both show the state, so colour is never the only signal.
 */
export function SwitchRow({
  label,
  description,
  checked,
  onCheckedChange,
  disabled = false,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  /** Shown but not changeable (while a change is on its way, or when it cannot apply). */
  disabled?: boolean;
}) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex min-h-11 items-center justify-between gap-4">
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-base font-medium text-slate-900">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-sm text-slate-600">
            {description}
          </p>
        ) : null}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={description ? descriptionId : undefined}
        className="relative inline-flex h-8 w-14 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-slate-400 transition-colors outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="pointer-events-none block size-7 rounded-full bg-white shadow-md transition-transform data-[state=checked]:translate-x-6 data-[state=unchecked]:translate-x-0" />
      </Switch.Root>
    </div>
  );
}
