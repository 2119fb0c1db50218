import { Battery, BatteryLow } from 'lucide-react';
import { isBatteryLow } from '@core/biometrics/devices';

/** The battery as the device last reported it; below 20 % a low-battery icon that says so. */
export function BatteryLevel({ level }: { level: number | null }) {
  if (level === null) return <>Not reported</>;
  const low = isBatteryLow(level);
  return (
    <span className="inline-flex items-center gap-1.5">
      {low ? (
        <BatteryLow role="img" aria-label="Battery low" className="size-5 text-red-700" />
      ) : (
        <Battery aria-hidden="true" className="size-5 text-slate-600" />
      )}
      {`${level}%`}
    </span>
  );
}
