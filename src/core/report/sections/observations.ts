import { atLeast } from '../../stats/numbers';
import type { ReportData } from '../build';
import { mdText } from '../markdown';
import {
  compared,
  gap,
  sleepComparison,
  stressComparison,
  trendSentence,
  weatherComparison,
} from '../sentences';
import { format1, plural, SEVERE_PAIN_LABEL, SEVERE_RANGE } from '../words';
import { lowAdherence } from './medications';
import { NO_ENTRIES_TEXT } from './frame';

/**
 * The provider report's clinical observations, discussion topics and trend narrative: factual
 * statements drawn from the figures, third person, no diagnosis and no treatment advice.
 * A statement about a section appears only when that section was chosen.
 */

/** Under half the days logged, the figures may not speak for the whole period. */
export const LOW_COVERAGE_BELOW = 50;
/** Poor sleep is a topic when at least a third of the rated nights were poor. */
export const POOR_SLEEP_SHARE = 1 / 3;
/** Stress is a topic when severe-pain days ran at least 2 points more stressed. */
export const STRESS_GAP_TOPIC = 2;

function coverage(data: ReportData): string {
  const text =
    `Entries on ${data.daysWithEntries} of ${plural(data.period.days, 'day')} ` +
    `(${data.completionRate}%).`;
  return data.completionRate < LOW_COVERAGE_BELOW
    ? `${text} With under half the days logged, the figures may not represent the whole period.`
    : text;
}

function previousPeriod(data: ReportData): string | null {
  if (data.pain === null || data.previous === null) return null;
  const before = data.previous;
  return (
    `Average pain ${format1(data.pain.average)}, ` +
    `${compared(gap(data.pain.average, before.pain.average))} over the previous ` +
    `${plural(data.period.days, 'day')} (${format1(before.pain.average)}; ` +
    `${before.daysWithEntries} of them logged).`
  );
}

export function observations(data: ReportData): string[] {
  const pain = data.pain;
  if (pain === null) return [NO_ENTRIES_TEXT];
  const sections = data.settings.includeSections;
  const found = [
    coverage(data),
    pain.severeDates.length === 0
      ? `No day logged reached severe pain (${SEVERE_RANGE}).`
      : `${SEVERE_PAIN_LABEL} on ${pain.severeDates.length} of ${plural(pain.days, 'day')} logged.`,
  ];
  const add = (text: string | null) => {
    if (text !== null) found.push(text);
  };
  if (sections.painTrends) {
    add(trendSentence(data.trend));
    add(previousPeriod(data));
    // Not the body chart's parts: the pain section gives them (in full, or the most marked one
    // in the summary), and said again here a figure would appear twice.
  }
  if (sections.sleep) add(sleepComparison(data.sleep));
  if (sections.mood) add(stressComparison(data.stress));
  if (sections.weather) add(weatherComparison(data.weather));
  if (sections.medications) {
    const low = lowAdherence(data);
    if (low !== null) add(`Recorded adherence under 70% over the last 30 days: ${low}.`);
  }
  const symptom = data.symptoms[0];
  if (sections.symptoms && symptom) {
    add(
      `Most frequent symptom: ${mdText(symptom.symptom)} (${symptom.count} of ` +
        `${plural(data.entryCount, 'entry', 'entries')}).`,
    );
  }
  return found;
}

export function discussionTopics(data: ReportData): string[] {
  const topics: string[] = [];
  const { pain, trend, sleep, stress } = data;
  const sections = data.settings.includeSections;
  if (trend?.direction === 'worsening') {
    topics.push(
      `The rise in pain over the last 7 days logged (${format1(trend.earlierAverage)} to ` +
        `${format1(trend.recentAverage)}).`,
    );
  }
  if (pain !== null && pain.severeDates.length > 0) {
    topics.push(`The ${plural(pain.severeDates.length, 'day')} of severe pain (${SEVERE_RANGE}).`);
  }
  if (
    sections.sleep &&
    sleep &&
    sleep.poorNights > 0 &&
    sleep.poorNights >= sleep.nights * POOR_SLEEP_SHARE
  ) {
    topics.push(
      `Sleep: ${sleep.poorNights} of ${plural(sleep.nights, 'rated night')} were poor (under 5).`,
    );
  }
  const stressed = stress?.severePain.averageStress ?? null;
  const calm = stress?.mildPain.averageStress ?? null;
  if (
    sections.mood &&
    stressed !== null &&
    calm !== null &&
    atLeast(gap(stressed, calm), STRESS_GAP_TOPIC)
  ) {
    topics.push(
      `Higher stress on severe-pain days (${format1(stressed)} against ${format1(calm)}).`,
    );
  }
  if (sections.medications) {
    const low = lowAdherence(data);
    if (low !== null) topics.push(`Medication adherence: ${low}.`);
    for (const row of data.medications) {
      if (row.isActive && row.sideEffects.length > 0) {
        topics.push(
          `Side effects listed for ${mdText(row.name)}: ${mdText(row.sideEffects.join(', '))}.`,
        );
      }
    }
  }
  return topics;
}

export function trendNarrative(data: ReportData): string {
  const pain = data.pain;
  if (pain === null) return NO_ENTRIES_TEXT;
  const sections = data.settings.includeSections;
  const sentences = [
    `Over the ${plural(data.period.days, 'day')} of the period, pain was logged on ` +
      `${plural(pain.days, 'day')} and averaged ${format1(pain.average)}/10.`,
    trendSentence(data.trend) ??
      'Fewer than 8 days were logged, too few to compare the last 7 with earlier days.',
    previousPeriod(data),
    sections.sleep ? sleepComparison(data.sleep) : null,
    sections.mood ? stressComparison(data.stress) : null,
    sections.weather ? weatherComparison(data.weather) : null,
  ];
  return sentences.filter((sentence) => sentence !== null).join(' ');
}
