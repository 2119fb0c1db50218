import { describe, expect, it } from 'vitest';
import { painChartGeometry, shortDate } from './pain-chart';

const box = { x: 100, y: 200, width: 300, height: 100 };

describe('painChartGeometry', () => {
  it('puts each day at its date and its pain on the 0 to 10 scale', () => {
    const chart = painChartGeometry(
      [
        { date: '2026-01-01', painLevel: 0 },
        { date: '2026-01-31', painLevel: 10 },
        { date: '2026-01-16', painLevel: 5 },
      ],
      '2026-01-01',
      '2026-01-31',
      box,
    );
    // Sorted by date: 1 Jan at the left edge, 16 Jan halfway, 31 Jan at the right edge.
    expect(chart.dots).toEqual([
      { x: 100, y: 200 },
      { x: 250, y: 250 },
      { x: 400, y: 300 },
    ]);
    expect(chart.severeY).toBe(270);
    expect(chart.grid.map((line) => [line.label, line.y])).toEqual([
      ['0', 200],
      ['2', 220],
      ['4', 240],
      ['6', 260],
      ['8', 280],
      ['10', 300],
    ]);
  });

  it('joins consecutive days only, so a day without entries is a gap', () => {
    const chart = painChartGeometry(
      [
        { date: '2026-01-01', painLevel: 4 },
        { date: '2026-01-02', painLevel: 6 },
        { date: '2026-01-04', painLevel: 5 },
        { date: '2026-01-05', painLevel: 5 },
      ],
      '2026-01-01',
      '2026-01-07',
      box,
    );
    expect(chart.dots).toHaveLength(4);
    expect(chart.segments).toEqual([
      { x1: 100, y1: 240, x2: 150, y2: 260 },
      { x1: 250, y1: 250, x2: 300, y2: 250 },
    ]);
  });

  it('leaves out days outside the period and labels at most five dates', () => {
    const chart = painChartGeometry(
      [
        { date: '2025-12-31', painLevel: 4 },
        { date: '2026-01-10', painLevel: 6 },
        { date: '2026-04-01', painLevel: 9 },
      ],
      '2026-01-01',
      '2026-03-31',
      box,
    );
    expect(chart.dots).toHaveLength(1);
    expect(chart.ticks.map((tick) => tick.label)).toEqual([
      '1 Jan',
      '23 Jan',
      '15 Feb',
      '9 Mar',
      '31 Mar',
    ]);
    expect(chart.ticks[0]?.x).toBe(100);
    expect(chart.ticks[4]?.x).toBe(400);
  });

  it('centres a one-day period', () => {
    const chart = painChartGeometry(
      [{ date: '2026-01-01', painLevel: 3 }],
      '2026-01-01',
      '2026-01-01',
      box,
    );
    expect(chart.dots).toEqual([{ x: 250, y: 230 }]);
    expect(chart.ticks).toEqual([{ x: 250, label: '1 Jan' }]);
    expect(shortDate('2026-12-05')).toBe('5 Dec');
  });
});
