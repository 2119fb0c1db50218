import { describe, expect, it } from 'vitest';
import { userInitial, username } from './user';

describe('userInitial', () => {
  it('uses the first name, else the email', () => {
    expect(userInitial({ firstName: 'jordan', email: 'x@y.test' })).toBe('J');
    expect(userInitial({ firstName: null, email: 'sam@y.test' })).toBe('S');
    expect(userInitial({ firstName: '  ', email: 'kim@y.test' })).toBe('K');
  });
});

describe('username', () => {
  it('joins first and last name, else uses the email local part', () => {
    expect(username({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@b.test' })).toBe(
      'Ada Lovelace',
    );
    expect(username({ firstName: 'Ada', lastName: null, email: 'a@b.test' })).toBe('Ada');
    expect(username({ firstName: null, lastName: null, email: 'grace.hopper@b.test' })).toBe(
      'grace.hopper',
    );
    expect(username({ firstName: null, lastName: null, email: null })).toBe('Unknown user');
  });
});
