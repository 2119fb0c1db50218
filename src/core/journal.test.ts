import { describe, expect, it } from 'vitest';
import { BODY_PARTS, bodyPartName } from './body-parts';
import { createEntrySchema, updateEntrySchema } from './journal';
import { pickOne, REFLECTION_PROMPTS } from './journal-content';

describe('body parts', () => {
  it('has the 26 parts of the spec with unique keys', () => {
    expect(BODY_PARTS).toHaveLength(26);
    expect(new Set(BODY_PARTS.map((p) => p.key)).size).toBe(26);
    expect(bodyPartName('leftUpperArm')).toBe('Left Upper Arm');
    expect(bodyPartName('lowerBack')).toBe('Lower Back');
  });
});

describe('createEntrySchema', () => {
  it('defaults kind to journal, reads numbers sent as text and tidies lists', () => {
    const parsed = createEntrySchema.parse({
      painLevel: 4,
      sleepHours: '8',
      customTags: [' a ', 'a', ''],
      extra: 1,
    });
    expect(parsed).toMatchObject({
      kind: 'journal',
      painLevel: 4,
      sleepHours: 8,
      customTags: ['a'],
    });
    expect(parsed).not.toHaveProperty('extra');
  });

  it('accepts the limits exactly and refuses one past them', () => {
    expect(
      createEntrySchema.safeParse({ painLevel: 10, moodLevel: 5, sleepHours: 24 }).success,
    ).toBe(true);
    expect(createEntrySchema.safeParse({ painLevel: 0, moodLevel: 1, sleepHours: 0 }).success).toBe(
      true,
    );
    expect(createEntrySchema.safeParse({ painLevel: 10.5 }).success).toBe(false);
    expect(createEntrySchema.safeParse({ painLevel: 5, sleepHours: 24.5 }).success).toBe(false);
  });

  it('lets an update clear a level with null but not the pain level', () => {
    expect(updateEntrySchema.safeParse({ stressLevel: null }).success).toBe(true);
    expect(updateEntrySchema.safeParse({ painLevel: null }).success).toBe(false);
  });
});

describe('pickOne', () => {
  it('maps the random number onto the list, staying inside it', () => {
    expect(pickOne(REFLECTION_PROMPTS, () => 0)).toBe(REFLECTION_PROMPTS[0]);
    expect(pickOne(REFLECTION_PROMPTS, () => 0.9999)).toBe(REFLECTION_PROMPTS[7]);
    expect(pickOne(REFLECTION_PROMPTS, () => 1)).toBe(REFLECTION_PROMPTS[7]);
  });
});
