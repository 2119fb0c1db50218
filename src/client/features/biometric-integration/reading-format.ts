import { READING_TYPE_INFO, type ReadingType } from '@core/biometrics/reading-types';

/** "7 h 5 min", "45 min", "8 h": sleep is kept in minutes but read in hours. */
export function formatMinutes(minutes: number): string {
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

function number(type: ReadingType, value: number): string {
  const { decimals } = READING_TYPE_INFO[type];
  return value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** A number of `type` without its unit, as a chart axis or table cell shows it. */
export function formatNumber(type: ReadingType, value: number): string {
  return type === 'sleep' || type === 'time_in_bed' ? formatMinutes(value) : number(type, value);
}

/**
 * A reading as a person reads it: "122/78 mmHg", "7 h 5 min", "1,250 steps", "97%",
 * "36.8 °C", "35 of 100" (a stress score).
 */
export function formatReading(type: ReadingType, value: number, value2: number | null): string {
  const { unit } = READING_TYPE_INFO[type];
  switch (type) {
    case 'blood_pressure':
      return `${number(type, value)}/${number(type, value2 ?? 0)} ${unit}`;
    case 'sleep':
    case 'time_in_bed':
      return formatMinutes(value);
    case 'oxygen_saturation':
      return `${number(type, value)}%`;
    case 'stress_level':
      return `${number(type, value)} of 100`;
    default:
      return `${number(type, value)} ${unit}`;
  }
}

/** "Blood pressure", "Sleep". */
export function readingLabel(type: ReadingType): string {
  return READING_TYPE_INFO[type].label;
}
