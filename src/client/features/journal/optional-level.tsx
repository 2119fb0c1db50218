import { Button } from '@client/components/ui/button';
import { Slider } from '@client/components/ui/slider';

/**
 * A 0-10 level that stays "not recorded" until the user moves it, so nothing the user did not
 * say (stress 5, say) ends up in their data.
 */
export function OptionalLevel({
  label,
  value,
  onChange,
  lowWord,
  highWord,
  startAt = 5,
}: {
  label: string;
  value: number | null;
  onChange(value: number | null): void;
  lowWord: string;
  highWord: string;
  startAt?: number;
}) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium text-slate-800">{label}</span>
        {value === null ? (
          <span className="text-sm text-slate-600">Not recorded</span>
        ) : (
          <span className="flex items-center gap-2">
            <span className="font-semibold tabular-nums text-slate-900">{value}/10</span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(null)}
              aria-label={`Clear ${label.toLowerCase()}`}
            >
              Clear
            </Button>
          </span>
        )}
      </div>
      <Slider
        value={value ?? startAt}
        onValueChange={onChange}
        min={0}
        max={10}
        label={label}
        valueText={value === null ? 'Not recorded' : `${value} of 10`}
        className={value === null ? 'opacity-50' : undefined}
      />
      <div className="flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{lowWord}</span>
        <span>{highWord}</span>
      </div>
    </div>
  );
}
