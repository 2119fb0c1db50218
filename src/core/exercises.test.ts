import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXERCISE_IDS } from './exercise-ids';
import {
  DEFAULT_CURRENT_PAIN,
  EXERCISES,
  currentPainLevel,
  exerciseById,
  recommendExercises,
  suitsPain,
} from './exercises';

const ids = (painLevel: number) => recommendExercises(painLevel).map((exercise) => exercise.id);

describe('built-in exercises', () => {
  it('are the six of the spec, in order, with their durations, difficulty and suitability', () => {
    expect(EXERCISES.map((exercise) => exercise.id)).toEqual([...EXERCISE_IDS]);
    expect(
      EXERCISES.map(({ id, duration, difficulty, painLevel }) => [
        id,
        duration,
        difficulty,
        painLevel,
      ]),
    ).toEqual([
      ['box-breathing', 5, 'beginner', 'any'],
      ['body-scan', 15, 'beginner', 'any'],
      ['thought-challenging', 10, 'intermediate', 'any'],
      ['5-4-3-2-1-grounding', 5, 'beginner', 'severe'],
      ['progressive-relaxation', 20, 'intermediate', 'mild'],
      ['pain-acceptance', 12, 'advanced', 'any'],
    ]);
  });

  it('each have a title, a description, several steps, benefits and an audio script', () => {
    for (const exercise of EXERCISES) {
      expect(exercise.title.trim()).not.toBe('');
      expect(exercise.description.length).toBeGreaterThan(40);
      expect(exercise.steps.length).toBeGreaterThanOrEqual(6);
      expect(exercise.benefits.length).toBeGreaterThanOrEqual(3);
      expect(exercise.audioScript.length).toBeGreaterThanOrEqual(6);
      for (const line of [...exercise.steps, ...exercise.benefits, ...exercise.audioScript]) {
        expect(line.trim()).toBe(line);
        expect(line).not.toBe('');
      }
    }
  });

  it('tell people to ease off when a movement exercise adds pain', () => {
    const relaxation = exerciseById('progressive-relaxation');
    expect(relaxation?.steps.join(' ')).toMatch(/never to the point of pain/);
    expect(relaxation?.steps.join(' ')).toMatch(/Stop at any point if a movement increases/);
  });

  it('are found by id, and an unknown id finds nothing', () => {
    expect(exerciseById('body-scan')?.title).toBe('Body Scan Meditation');
    expect(exerciseById('yoga')).toBeUndefined();
  });
});

describe('recommendExercises', () => {
  it('adds progressive relaxation at pain 3 and below, not at 4', () => {
    expect(ids(0)).toContain('progressive-relaxation');
    expect(ids(3)).toContain('progressive-relaxation');
    expect(ids(4)).not.toContain('progressive-relaxation');
  });

  it('adds grounding at pain 7 and above, not at 6', () => {
    expect(ids(6)).not.toContain('5-4-3-2-1-grounding');
    expect(ids(7)).toContain('5-4-3-2-1-grounding');
    expect(ids(10)).toContain('5-4-3-2-1-grounding');
  });

  it('recommends only the exercises for any pain between 4 and 6 (none is moderate)', () => {
    const anyPain = ['box-breathing', 'body-scan', 'thought-challenging', 'pain-acceptance'];
    expect(ids(4)).toEqual(anyPain);
    expect(ids(5)).toEqual(anyPain);
    expect(ids(6)).toEqual(anyPain);
  });

  it('matches a moderate exercise only between mild and severe', () => {
    expect(suitsPain('moderate', 3)).toBe(false);
    expect(suitsPain('moderate', 4)).toBe(true);
    expect(suitsPain('moderate', 6)).toBe(true);
    expect(suitsPain('moderate', 7)).toBe(false);
  });

  it('always includes every exercise for any pain, and keeps the built-in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), (pain) => {
        const chosen = ids(pain);
        for (const exercise of EXERCISES) {
          if (exercise.painLevel === 'any') expect(chosen).toContain(exercise.id);
        }
        const order = chosen.map((id) => EXERCISE_IDS.indexOf(id));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }),
    );
  });

  it('never recommends both the mild-only and the severe-only exercise', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10, noNaN: true }), (pain) => {
        const chosen = ids(pain);
        expect(
          chosen.includes('progressive-relaxation') && chosen.includes('5-4-3-2-1-grounding'),
        ).toBe(false);
      }),
    );
  });
});

describe('currentPainLevel', () => {
  it('is the last entry’s pain, or 5 without entries', () => {
    expect(currentPainLevel([])).toBe(DEFAULT_CURRENT_PAIN);
    expect(DEFAULT_CURRENT_PAIN).toBe(5);
    expect(currentPainLevel([{ painLevel: 2 }, { painLevel: 8 }])).toBe(8);
    expect(currentPainLevel([{ painLevel: 0 }])).toBe(0);
  });
});
