import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isStrongPassword,
  PASSWORD_RULE_MESSAGE,
  passwordConfirmationField,
  passwordField,
  withMatchingPasswords,
} from './password';

describe('password rules', () => {
  it.each(['Demo-Passw0rd!', 'Aa1!aaaa', 'Zz9#zzzzzz'])('accepts %s', (value) =>
    expect(isStrongPassword(value)).toBe(true),
  );
  it.each(['Aa1!aaa', 'aa1!aaaa', 'AA1!AAAA', 'Aa!aaaaa', 'Aa1aaaaa', ''])('refuses %s', (value) =>
    expect(isStrongPassword(value)).toBe(false),
  );

  const form = withMatchingPasswords(
    z.object({ password: passwordField, passwordConfirmation: passwordConfirmationField }),
  );
  const messages = (value: unknown) =>
    form.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  it('gives the spec messages', () => {
    expect(messages({ password: 'weak', passwordConfirmation: 'weak' })).toContain(PASSWORD_RULE_MESSAGE);
    expect(messages({ password: 'Demo-Passw0rd!', passwordConfirmation: '' })).toContain(
      'Please confirm your password',
    );
    expect(messages({ password: 'Demo-Passw0rd!', passwordConfirmation: 'Demo-Passw0rd?' })).toEqual([
      "Password doesn't match",
    ]);
    expect(messages({ password: 'Demo-Passw0rd!', passwordConfirmation: 'Demo-Passw0rd!' })).toEqual([]);
  });
});
