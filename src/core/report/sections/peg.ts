import type { ReportData } from '../build';
import type { PegFigures } from '../figures/peg';
import { bold, bullets, section, table } from '../markdown';
import { format1, formatDate, outOf } from '../words';

/** The weekly PEG-3 check-in: how many, the first and latest score, the change, and each week. */

export const PEG_TITLE = 'Weekly Check-in (PEG-3)';
export const NO_PEG_TEXT = 'No weekly check-ins in this period.';
export const PEG_ABOUT =
  'The PEG-3 asks about the past week: average pain, and how much pain interfered with ' +
  'enjoyment of life and with general activity, each from 0 to 10. The score is the mean of ' +
  'the three; lower is better.';

const weekOf = (weekStart: string) => `week of ${formatDate(weekStart) ?? weekStart}`;

/** "-0.6", "+1.3", "0.0": the sign always shown, so a fall is not read as a rise. */
const signed = (change: number) => (change > 0 ? `+${format1(change)}` : format1(change));

export function pegLines(peg: PegFigures): string[] {
  const { first, latest, change } = peg;
  if (first === null || latest === null) return [NO_PEG_TEXT];
  const count = `${bold('Weekly check-ins:')} ${peg.weeks.length} in this period.`;
  if (change === null) {
    return [
      count,
      `${bold('Score:')} ${outOf(latest.score, 10)} (${weekOf(latest.weekStart)}).`,
      `${bold('Change:')} needs a second weekly check-in.`,
    ];
  }
  return [
    count,
    `${bold('First score:')} ${outOf(first.score, 10)} (${weekOf(first.weekStart)}).`,
    `${bold('Latest score:')} ${outOf(latest.score, 10)} (${weekOf(latest.weekStart)}).`,
    `${bold('Change:')} ${signed(change)} from the first to the latest.`,
  ];
}

export function pegTable(peg: PegFigures): string {
  return table(
    ['Week starting', 'Pain', 'Enjoyment', 'Activity', 'Score'],
    peg.weeks.map((week) => [
      formatDate(week.weekStart) ?? week.weekStart,
      String(week.pain),
      String(week.enjoyment),
      String(week.activity),
      format1(week.score),
    ]),
  );
}

/** The section in full; only called when the check-ins were part of the report's records. */
export function pegFull(data: ReportData): string {
  const peg = data.peg as PegFigures;
  if (peg.weeks.length === 0) return section(PEG_TITLE, [NO_PEG_TEXT]);
  return section(PEG_TITLE, [PEG_ABOUT, bullets(pegLines(peg)), pegTable(peg)]);
}

export function pegBrief(data: ReportData): string {
  const peg = data.peg as PegFigures;
  if (peg.weeks.length === 0) return section(PEG_TITLE, [NO_PEG_TEXT]);
  return section(PEG_TITLE, [bullets(pegLines(peg))]);
}
