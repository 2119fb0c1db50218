import { describe, expect, it } from 'vitest';
import { renderReport } from '@core/report/kinds';
import { reportData } from '@core/test-support/report';
import { fixtureEntries, fixturePatient } from '@core/test-support/report-fixture';
import { SEVERE_RANGE } from '@core/report/words';
import { reportPdfBlocks } from './blocks';
import type { PdfBlock } from './types';

const data = (entries = fixtureEntries(), notes = '') =>
  reportData(entries, { settings: { patientInfo: { ...fixturePatient(), notes } } });

const allText = (blocks: PdfBlock[]) => JSON.stringify(blocks);

describe('reportPdfBlocks', () => {
  it('sets the title and the header lines as details, then the pain chart after the summary', () => {
    const report = data();
    const blocks = reportPdfBlocks(renderReport('provider', report), report);
    expect(blocks[0]).toEqual({ type: 'title', text: 'Healthcare Provider Report' });
    expect(blocks[1]).toMatchObject({ type: 'details' });
    const details = blocks[1]?.type === 'details' ? blocks[1].rows : [];
    expect(details[0]).toEqual(['Patient', fixturePatient().name]);
    expect(details.map(([label]) => label)).toContain('Report period');

    const types = blocks.map((block) => (block.type === 'heading' ? block.text : block.type));
    const summary = types.indexOf('Summary');
    const glance = types.indexOf('At a Glance');
    expect(summary).toBeGreaterThan(0);
    expect(types.slice(summary + 1, glance)).toEqual(['list']);
    expect(types[glance + 1]).toBe('chart');
    expect(types[glance + 2]).toBe('Pain Trends');
  });

  it('charts every day with entries, with the severe line in the pain scale’s words', () => {
    const report = data();
    const blocks = reportPdfBlocks(renderReport('insurance', report), report);
    const chart = blocks.find((block) => block.type === 'chart');
    expect(chart?.type === 'chart' && chart.points).toEqual(
      report.dailyLog.map((row) => ({ date: row.date, painLevel: row.painLevel })),
    );
    expect(chart?.type === 'chart' && chart.caption).toContain(
      `Dashed line: severe pain (${SEVERE_RANGE}).`,
    );
  });

  it('gives each body part’s figures once, in the report’s table, not again as a picture', () => {
    const entries = fixtureEntries().map((entry, index) => ({
      ...entry,
      painLocations: [
        { bodyPart: 'lowerBack', intensity: 6 },
        ...(index % 2 === 0 ? [{ bodyPart: 'neck', intensity: 4 }] : []),
      ],
    }));
    const report = data(entries);
    const blocks = reportPdfBlocks(renderReport('provider', report), report);
    const text = allText(blocks);
    for (const location of report.locations) {
      expect(text.split(location.name).length - 1, location.name).toBe(1);
    }
  });

  it('has no pictures without entries', () => {
    const report = data([]);
    const blocks = reportPdfBlocks(renderReport('provider', report), report);
    expect(blocks.some((block) => block.type === 'chart')).toBe(false);
    expect(allText(blocks)).not.toContain('At a Glance');
  });

  it('keeps the text as typed, the patient notes included (the fonts draw it)', () => {
    const report = data(fixtureEntries(), 'My knee 🦵 hurts ≥ 7 on stairs. Łódź, Σπύρος');
    const blocks = reportPdfBlocks(renderReport('provider', report), report);
    expect(allText(blocks)).toContain('My knee 🦵 hurts ≥ 7 on stairs. Łódź, Σπύρος');
  });

  it('sets the weekly check-ins as a table under their heading', () => {
    const report = reportData(fixtureEntries(), {
      settings: { patientInfo: fixturePatient() },
      pegCheckins: [
        {
          week: '2026-W04',
          weekStart: '2026-01-19',
          pain: 6,
          enjoyment: 5,
          activity: 6,
          score: 5.7,
        },
      ],
    });
    const blocks = reportPdfBlocks(renderReport('provider', report), report);
    const heading = blocks.findIndex(
      (block) => block.type === 'heading' && block.text === 'Weekly Check-in (PEG-3)',
    );
    expect(heading).toBeGreaterThan(0);
    const table = blocks.slice(heading).find((block) => block.type === 'table');
    expect(table?.type === 'table' && table.header).toEqual([
      'Week starting',
      'Pain',
      'Enjoyment',
      'Activity',
      'Score',
    ]);
    expect(table?.type === 'table' && table.rows[0]?.map((cell) => cell[0]?.text)).toEqual([
      '19 Jan 2026',
      '6',
      '5',
      '6',
      '5.7',
    ]);
  });
});
