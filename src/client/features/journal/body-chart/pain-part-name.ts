import { bodyPartName } from '@core/body-parts';

/** The accessible name of a part's button: "Left Knee", or "Left Knee, pain 7 of 10" when set. */
export function partLabel(key: string, intensity: number | undefined): string {
  const name = bodyPartName(key);
  return intensity === undefined ? name : `${name}, pain ${intensity} of 10`;
}
