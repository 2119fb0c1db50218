import { describe, expect, it } from 'vitest';
import { riskLevel, weatherRiskLabel } from './risk';

describe('riskLevel', () => {
  it('is severe from 8, high above 6, moderate above 4, else low', () => {
    expect(riskLevel(10)).toBe('severe');
    expect(riskLevel(8)).toBe('severe');
    expect(riskLevel(7.9)).toBe('high');
    expect(riskLevel(6.1)).toBe('high');
    expect(riskLevel(6)).toBe('moderate');
    expect(riskLevel(4.1)).toBe('moderate');
    expect(riskLevel(4)).toBe('low');
    expect(riskLevel(0)).toBe('low');
  });

  it('reads floating-point noise at a threshold as the threshold', () => {
    expect(riskLevel(8 - 1e-12)).toBe('severe');
    expect(riskLevel(6 + 1e-12)).toBe('moderate');
  });
});

describe('weatherRiskLabel', () => {
  it('is High Risk above 1, Moderate above 0.5, Low Risk below -0.5, else Neutral', () => {
    expect(weatherRiskLabel(1.01)).toBe('High Risk');
    expect(weatherRiskLabel(1)).toBe('Moderate');
    expect(weatherRiskLabel(0.51)).toBe('Moderate');
    expect(weatherRiskLabel(0.5)).toBe('Neutral');
    expect(weatherRiskLabel(0)).toBe('Neutral');
    expect(weatherRiskLabel(-0.5)).toBe('Neutral');
    expect(weatherRiskLabel(-0.51)).toBe('Low Risk');
  });
});
