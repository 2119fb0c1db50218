import { Switch } from 'radix-ui';
import { useId } from 'react';
import { PERMISSION_LABELS, type PermissionKey } from '@core/provider-portal/permissions';

/**
 * One of the eight permissions as a switch named by its label. Read-only rows keep the switch
 * (disabled) so its state is still read out, and say "On"/"Off" in words.
 */
export function PermissionRow({
  permission,
  checked,
  onCheckedChange,
}: {
  permission: PermissionKey;
  checked: boolean;
  /** Without it the row is read-only. */
  onCheckedChange?: (checked: boolean) => void;
}) {
  const id = useId();
  const { label, description } = PERMISSION_LABELS[permission];
  const readOnly = onCheckedChange === undefined;
  return (
    <div className="flex min-h-11 items-center justify-between gap-4">
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-base font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-slate-600">
          {description}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {readOnly ? (
          <span className="text-sm font-semibold text-slate-700" aria-hidden="true">
            {checked ? 'On' : 'Off'}
          </span>
        ) : null}
        <Switch.Root
          id={id}
          checked={checked}
          disabled={readOnly}
          onCheckedChange={onCheckedChange}
          aria-describedby={`${id}-description`}
          className="relative inline-flex h-8 w-14 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-slate-400 transition-colors outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 disabled:cursor-default disabled:opacity-70 data-[state=checked]:bg-primary"
        >
          <Switch.Thumb className="pointer-events-none block size-7 rounded-full bg-white shadow-md transition-transform data-[state=checked]:translate-x-6 data-[state=unchecked]:translate-x-0" />
        </Switch.Root>
      </div>
    </div>
  );
}
