import { describe, expect, it } from 'vitest';
import { READING_TYPE_INFO, READING_TYPES } from './reading-types';
import { acceptedUnits, toCanonical } from './units';

describe('toCanonical', () => {
  it('keeps canonical units and an empty unit as they are', () => {
    for (const type of READING_TYPES) {
      expect(toCanonical(type, 42, READING_TYPE_INFO[type].unit)).toBe(42);
      expect(toCanonical(type, 42, '')).toBe(42);
      expect(toCanonical(type, 42, undefined)).toBe(42);
    }
  });

  it('reads blood oxygen as a fraction or a percent, both with the unit "%"', () => {
    expect(toCanonical('oxygen_saturation', 0.97, '%')).toBeCloseTo(97, 9);
    expect(toCanonical('oxygen_saturation', 97, '%')).toBe(97);
    expect(toCanonical('oxygen_saturation', 0.95, 'fraction')).toBeCloseTo(95, 9);
  });

  it('converts the units devices and exports write', () => {
    expect(toCanonical('weight', 154, 'lb')).toBeCloseTo(69.853, 3);
    expect(toCanonical('weight', 11, 'st')).toBeCloseTo(69.853, 3);
    expect(toCanonical('body_temperature', 98.6, 'degF')).toBeCloseTo(37, 9);
    expect(toCanonical('glucose_level', 5.5, 'mmol<180.1558800000541>/L')).toBeCloseTo(99.09, 2);
    expect(toCanonical('heart_rate', 60, 'count/min')).toBe(60);
    expect(toCanonical('sleep', 7.5, 'h')).toBe(450);
    expect(toCanonical('heart_rate_variability', 0.05, 's')).toBeCloseTo(50, 9);
  });

  it('answers null for a unit it does not know for the type', () => {
    expect(toCanonical('weight', 70, 'bpm')).toBeNull();
    expect(toCanonical('heart_rate', 70, 'kg')).toBeNull();
    expect(acceptedUnits('weight')).toEqual(['kg', 'g', 'lb', 'lbs', 'st']);
  });
});
