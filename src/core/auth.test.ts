import { describe, expect, it } from 'vitest';
import { loginSchema, normalizeEmail, registerSchema } from './auth';

describe('registerSchema', () => {
  it('normalises the email and drops empty optional names', () => {
    const parsed = registerSchema.parse({
      email: '  Jo@Example.TEST ',
      password: '12345678',
      firstName: '',
      lastName: '  ',
      extra: 'ignored',
    });
    expect(parsed).toEqual({
      email: 'jo@example.test',
      password: '12345678',
      firstName: undefined,
      lastName: undefined,
      timeZone: undefined,
    });
  });

  it('accepts exactly 8 characters and refuses 7', () => {
    expect(registerSchema.safeParse({ email: 'a@b.test', password: '1234567' }).success).toBe(
      false,
    );
    expect(registerSchema.safeParse({ email: 'a@b.test', password: '12345678' }).success).toBe(
      true,
    );
  });
});

describe('loginSchema', () => {
  it('needs a password', () => {
    const result = loginSchema.safeParse({ email: 'a@b.test', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Password is required');
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail(' MiXed@Case.Test ')).toBe('mixed@case.test');
  });
});
