/**
 * Where a date sits in the northern-hemisphere year: +1 in mid-January (the coldest weeks),
 * -1 in mid-July, 0 around the equinoxes. Weather and the seasonal pain swing follow it.
 */
export function winterness(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const dayOfYear = (Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 1)) / 86_400_000;
  return Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365.25);
}
