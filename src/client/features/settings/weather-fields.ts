/** A text field at the settings' size: 44px tall, full width on phones. */
export const fieldClass =
  'block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base ' +
  'text-slate-900 placeholder:text-slate-500 focus-visible:border-primary sm:max-w-xs';

/** "40.4165° N, 3.7026° W" */
export function coordinatesText(place: { latitude: number; longitude: number }): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(Number(value.toFixed(4)))}° ${value < 0 ? negative : positive}`;
  return `${part(place.latitude, 'N', 'S')}, ${part(place.longitude, 'E', 'W')}`;
}
