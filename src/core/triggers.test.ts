import { describe, expect, it } from 'vitest';
import {
  categoryLabel,
  createTriggerSchema,
  sameTriggerName,
  TRIGGER_CATEGORIES,
  TRIGGER_NAME_MAX,
} from './triggers';

describe('categoryLabel', () => {
  it('names the five categories of the spec', () => {
    expect(TRIGGER_CATEGORIES.map(categoryLabel)).toEqual([
      'Weather',
      'Activity',
      'Food',
      'Stress',
      'Other',
    ]);
  });

  it('shows an unknown or missing category as Other', () => {
    expect(categoryLabel('sleep')).toBe('Other');
    expect(categoryLabel('Weather')).toBe('Other');
    expect(categoryLabel('toString')).toBe('Other');
    expect(categoryLabel(null)).toBe('Other');
    expect(categoryLabel(undefined)).toBe('Other');
  });
});

describe('createTriggerSchema', () => {
  it('trims the name and defaults isActive to true', () => {
    expect(createTriggerSchema.parse({ name: '  Cold weather ', category: 'weather' })).toEqual({
      name: 'Cold weather',
      category: 'weather',
      isActive: true,
    });
    expect(
      createTriggerSchema.parse({ name: 'Coffee', category: 'food', isActive: false }).isActive,
    ).toBe(false);
  });

  it('accepts a name of exactly the limit and refuses one character more', () => {
    const ok = createTriggerSchema.safeParse({
      name: 'x'.repeat(TRIGGER_NAME_MAX),
      category: 'other',
    });
    expect(ok.success).toBe(true);
    const tooLong = createTriggerSchema.safeParse({
      name: 'x'.repeat(TRIGGER_NAME_MAX + 1),
      category: 'other',
    });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.path).toEqual(['name']);
  });

  it.each([
    [{ category: 'weather' }, 'name'],
    [{ name: '   ', category: 'weather' }, 'name'],
    [{ name: 'Rain' }, 'category'],
    [{ name: 'Rain', category: 'rain' }, 'category'],
    [{ name: 'Rain', category: 'weather', isActive: 'yes' }, 'isActive'],
  ])('refuses %j on %s', (input, field) => {
    const result = createTriggerSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('sameTriggerName', () => {
  it('ignores case and surrounding spaces but not inner differences', () => {
    expect(sameTriggerName('Cold weather', '  COLD WEATHER ')).toBe(true);
    expect(sameTriggerName('Cold weather', 'Cold  weather')).toBe(false);
    expect(sameTriggerName('Coffee', 'Coffees')).toBe(false);
  });
});
