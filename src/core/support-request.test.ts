import { describe, expect, it } from 'vitest';
import { SUPPORT_LIMITS, TICKET_ALPHABET, TICKET_NUMBER_PATTERN } from './support';
import { supportRequestSchema } from './support-request';

const valid = {
  name: 'Jo Bloggs',
  email: 'jo@example.com',
  subject: 'Export question',
  category: 'data',
  message: 'How do I export?',
};

const issueOf = (payload: unknown) => {
  const result = supportRequestSchema.safeParse(payload);
  return result.success ? null : result.error.issues[0];
};

describe('supportRequestSchema', () => {
  it('folds line breaks in single-line fields and normalises the email', () => {
    const parsed = supportRequestSchema.parse({
      ...valid,
      name: '  Jo \n Bloggs ',
      subject: 'Bcc: x@y.z\r\nHello',
      email: ' Jo@Example.COM ',
      message: '  line one\r\nline two  ',
    });
    expect(parsed).toEqual({
      name: 'Jo Bloggs',
      email: 'jo@example.com',
      subject: 'Bcc: x@y.z Hello',
      category: 'data',
      message: 'line one\nline two',
    });
  });

  it.each([
    ['name', SUPPORT_LIMITS.name],
    ['subject', SUPPORT_LIMITS.subject],
    ['message', SUPPORT_LIMITS.message],
  ] as const)('accepts %s at exactly %i characters and refuses one more', (field, max) => {
    expect(issueOf({ ...valid, [field]: 'a'.repeat(max) })).toBeNull();
    expect(issueOf({ ...valid, [field]: 'a'.repeat(max + 1) })).toMatchObject({
      path: [field],
      message: expect.stringContaining(`at most ${max}`),
    });
  });

  it.each(['name', 'subject', 'message'] as const)('refuses a NUL byte in %s', (field) => {
    expect(issueOf({ ...valid, [field]: 'a\u0000b' })?.path).toEqual([field]);
  });

  it('keeps tabs and line breaks in the message', () => {
    expect(supportRequestSchema.parse({ ...valid, message: 'a\tb\nc' }).message).toBe('a\tb\nc');
  });
});

describe('ticket number format', () => {
  it('has thirty unambiguous characters', () => {
    expect(TICKET_ALPHABET).toHaveLength(30);
    expect(TICKET_ALPHABET).not.toMatch(/[01ILOU]/);
  });

  it('matches numbers built from the alphabet only', () => {
    expect(TICKET_NUMBER_PATTERN.test('CRN-7K4P-2Q9X')).toBe(true);
    expect(TICKET_NUMBER_PATTERN.test('CRN-7K4P-2Q9O')).toBe(false);
    expect(TICKET_NUMBER_PATTERN.test('CRN-7K4P-2Q9')).toBe(false);
    for (const ch of TICKET_ALPHABET)
      expect(TICKET_NUMBER_PATTERN.test(`CRN-${ch.repeat(4)}-2222`)).toBe(true);
  });
});
