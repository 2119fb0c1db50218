import { describe, expect, it } from 'vitest';
import { formatMinutes, formatNumber, formatReading } from './reading-format';

describe('reading formats', () => {
  it('reads blood pressure as systolic/diastolic', () => {
    expect(formatReading('blood_pressure', 122, 78)).toBe('122/78 mmHg');
  });

  it('reads sleep in hours and minutes', () => {
    expect(formatReading('sleep', 425, null)).toBe('7 h 5 min');
    expect(formatMinutes(480)).toBe('8 h');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatNumber('time_in_bed', 59.6)).toBe('1 h');
  });

  it('writes each unit as people read it', () => {
    expect(formatReading('heart_rate', 71.6, null)).toBe('72 bpm');
    expect(formatReading('steps', 1250, null)).toBe('1,250 steps');
    expect(formatReading('oxygen_saturation', 97, null)).toBe('97%');
    expect(formatReading('body_temperature', 36.84, null)).toBe('36.8 °C');
    expect(formatReading('weight', 71.4, null)).toBe('71.4 kg');
    expect(formatReading('stress_level', 35, null)).toBe('35 of 100');
  });
});
