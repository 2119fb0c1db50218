import { describe, expect, it } from 'vitest';
import { createEntrySchema } from '@core/journal';
import { calmInstructions } from './calm-instructions';
import { EMERGENCY_ACTIONS } from '@core/emergency-options';
import { quickPainLoggedText, quickPainPayload } from './quick-pain';

describe('quick pain entry', () => {
  it('posts a quick entry with the fixed note', () => {
    expect(quickPainPayload(7, '2025-01-02')).toEqual({
      kind: 'quick',
      date: '2025-01-02',
      painLevel: 7,
      notes: 'Quick pain entry',
    });
  });

  it('is accepted by the server schema at both ends of the 0-10 slider', () => {
    expect(createEntrySchema.safeParse(quickPainPayload(0, '2025-01-02')).success).toBe(true);
    expect(createEntrySchema.safeParse(quickPainPayload(10, '2025-01-02')).success).toBe(true);
  });

  it('tells the level back in the toast', () => {
    expect(quickPainLoggedText(5)).toBe('Pain 5/10 recorded.');
  });
});

describe('calm instructions', () => {
  it('guide the breathing exercise by counts', () => {
    expect(calmInstructions('Breathing Exercise')).toMatch(/^Breathe in slowly for four counts\./);
  });

  it('give each action its own words, and grounding with the help lines when none is chosen', () => {
    const texts = EMERGENCY_ACTIONS.map(calmInstructions);
    expect(new Set(texts).size).toBe(EMERGENCY_ACTIONS.length);
    const grounding = calmInstructions(null);
    expect(texts).not.toContain(grounding);
    expect(grounding).toContain('call 911');
    expect(grounding).toContain('call or text 988');
  });
});
