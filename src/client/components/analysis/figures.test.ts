import { describe, expect, it } from 'vitest';
import { flareRiskLevel, formatQ, formatRho, formatSignedPercent, isCritical } from './figures';

describe('analysis figures', () => {
  it('puts flare risk above 60 in red, above 30 in yellow, else green (spec)', () => {
    expect(flareRiskLevel(61)).toBe('high');
    expect(flareRiskLevel(60)).toBe('moderate');
    expect(flareRiskLevel(31)).toBe('moderate');
    expect(flareRiskLevel(30)).toBe('low');
    expect(flareRiskLevel(0)).toBe('low');
  });

  it('writes signed figures with a real minus sign and never "-0"', () => {
    expect(formatRho(0.456)).toBe('+0.46');
    expect(formatRho(-0.62)).toBe('−0.62');
    expect(formatRho(-0.001)).toBe('0.00');
    expect(formatSignedPercent(12.5)).toBe('+12.5%');
    expect(formatSignedPercent(-8)).toBe('−8.0%');
    expect(formatSignedPercent(0)).toBe('0%');
    expect(formatQ(0.0004)).toBe('q < 0.001');
    expect(formatQ(0.12)).toBe('q = 0.120');
  });

  it('counts high and critical insights as critical', () => {
    expect(['low', 'medium', 'high', 'critical'].map((s) => isCritical(s as never))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
