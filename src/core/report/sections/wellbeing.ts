import { moodLabel } from '../../pain-scale';
import { format1 } from '../../stats/numbers';
import type { ReportData } from '../build';
import type { LevelFigures } from '../figures/levels';
import { bullets, section } from '../markdown';
import { sleepComparison, stressComparison, weatherComparison } from '../sentences';
import { MILD_RANGE, outOf, plural, SEVERE_RANGE } from '../words';

/** Sleep, mood and stress, and weather: each says plainly when nothing was recorded. */

export const NO_SLEEP_TEXT = 'No sleep data was recorded in this period.';
export const NO_MOOD_TEXT = 'No mood ratings were recorded in this period.';
export const NO_STRESS_TEXT = 'No stress levels were recorded in this period.';
export const NO_ENERGY_TEXT = 'No energy levels were recorded in this period.';
export const NO_WEATHER_TEXT = 'No weather data was recorded in this period.';

export function sleepLines(data: ReportData): string[] {
  const sleep = data.sleep;
  if (sleep === null) return [];
  const lines: string[] = [];
  if (sleep.averageQuality !== null) {
    lines.push(
      `Sleep quality recorded on ${sleep.nights} of ${plural(data.daysWithEntries, 'day')} ` +
        `logged: average ${outOf(sleep.averageQuality, 10)}.`,
    );
    lines.push(
      sleep.goodNights === 0
        ? 'No night was rated good (7 or more).'
        : `Good nights (7 or more): ${sleep.goodNights}, pain averaging ` +
            `${format1(sleep.painAfterGood as number)} on those days.`,
    );
    lines.push(
      sleep.poorNights === 0
        ? 'No night was rated poor (under 5).'
        : `Poor nights (under 5): ${sleep.poorNights}, pain averaging ` +
            `${format1(sleep.painAfterPoor as number)} on those days.`,
    );
  } else {
    lines.push('Sleep quality was not rated in this period.');
  }
  if (sleep.averageHours !== null) {
    lines.push(
      `Sleep duration recorded on ${plural(sleep.hoursNights, 'day')}: average ` +
        `${format1(sleep.averageHours)} hours.`,
    );
  }
  return lines;
}

export function sleepFull(data: ReportData): string {
  if (data.sleep === null) return section('Sleep', [NO_SLEEP_TEXT]);
  const comparison = sleepComparison(data.sleep);
  return section('Sleep', [bullets(sleepLines(data)), comparison ?? '']);
}

export function sleepBrief(data: ReportData): string {
  const sleep = data.sleep;
  if (sleep === null) return section('Sleep', [NO_SLEEP_TEXT]);
  const line =
    sleep.averageQuality === null
      ? `Sleep quality was not rated; average duration ${format1(sleep.averageHours as number)} hours.`
      : `Average quality ${outOf(sleep.averageQuality, 10)} over ${plural(sleep.nights, 'night')}: ` +
        `${sleep.goodNights} good (7 or more), ${sleep.poorNights} poor (under 5).`;
  return section('Sleep', [line]);
}

/** Trends only: the relationship between sleep and pain. */
export function sleepRelation(data: ReportData): string {
  if (data.sleep === null) return section('Sleep and Pain', [NO_SLEEP_TEXT]);
  return section('Sleep and Pain', [
    sleepComparison(data.sleep) ??
      'Good and poor nights were not both recorded, so pain after each cannot be compared.',
  ]);
}

/** "ranging from 2 to 5", or "4 on every day" when all the same. */
export const rangeText = (figures: LevelFigures): string =>
  figures.lowest === figures.highest
    ? `${figures.lowest} on every day`
    : `ranging from ${figures.lowest} to ${figures.highest}`;

function levelLine(label: string, figures: LevelFigures, scale: number, word?: string): string {
  return (
    `${label} recorded on ${plural(figures.days, 'day')}: average ${outOf(figures.average, scale)}` +
    `${word ? ` (${word})` : ''}, ${rangeText(figures)}.`
  );
}

export function moodLines(data: ReportData): string[] {
  const { mood, stress, energy } = data;
  return [
    mood === null ? NO_MOOD_TEXT : levelLine('Mood', mood, 5, moodLabel(Math.round(mood.average))),
    stress === null
      ? NO_STRESS_TEXT
      : `Stress recorded on ${plural(stress.days, 'day')}: average ${outOf(stress.average, 10)}.`,
    energy === null ? NO_ENERGY_TEXT : levelLine('Energy', energy, 10),
  ];
}

export function moodFull(data: ReportData): string {
  return section('Mood and Stress', [
    bullets(moodLines(data)),
    stressComparison(data.stress) ?? '',
  ]);
}

export function moodBrief(data: ReportData): string {
  const { mood, stress } = data;
  const parts = [
    mood === null ? NO_MOOD_TEXT : `Mood averaged ${outOf(mood.average, 5)}.`,
    stress === null ? NO_STRESS_TEXT : `Stress averaged ${outOf(stress.average, 10)}.`,
  ];
  return section('Mood and Stress', [parts.join(' ')]);
}

/** Trends only: stress on severe-pain days against mild-pain days. */
export function stressRelation(data: ReportData): string {
  if (data.stress === null) return section('Stress and Pain', [NO_STRESS_TEXT]);
  return section('Stress and Pain', [
    stressComparison(data.stress) ??
      `Stress was not recorded on both severe-pain (${SEVERE_RANGE}) and mild-pain (${MILD_RANGE}) days, ` +
        'so they cannot be compared.',
  ]);
}

function pressureLine(data: ReportData): string {
  const weather = data.weather;
  if (weather === null) return NO_WEATHER_TEXT;
  return (
    `Pressure recorded on ${plural(weather.days, 'day')}: average ` +
    `${format1(weather.averagePressure)} hPa; ${weather.lowPressureDays} below 1010 hPa.`
  );
}

export function weatherFull(data: ReportData): string {
  return section('Weather', [pressureLine(data), weatherComparison(data.weather) ?? '']);
}

export function weatherBrief(data: ReportData): string {
  return section('Weather', [pressureLine(data)]);
}

export function weatherRelation(data: ReportData): string {
  if (data.weather === null) return section('Weather and Pain', [NO_WEATHER_TEXT]);
  return section('Weather and Pain', [
    weatherComparison(data.weather) ??
      'Low-pressure and other days were not both recorded, so they cannot be compared.',
  ]);
}
