import { describe, expect, it } from 'vitest';
import { ADD_FAILED, addFailureDescription } from './add-error';

describe('addFailureDescription', () => {
  it("shows a 409's own message", () => {
    const error = new Error('409: {"message":"You already track a trigger with this name"}');
    expect(addFailureDescription(error)).toBe('You already track a trigger with this name');
  });

  it.each([
    new Error('500: {"message":"Internal Server Error"}'),
    new Error('400: {"message":"name: Name is required"}'),
    new Error('409: Conflict'),
    new Error('409: {}'),
    new TypeError('Failed to fetch'),
    'not an error',
  ])('falls back to the generic text for %s', (error) => {
    expect(addFailureDescription(error)).toBe(ADD_FAILED);
  });
});
