import { describe, expect, it } from 'vitest';
import { isValidEmail, passwordProblems, PASSWORD_RULE_MESSAGES } from './index';

describe('isValidEmail: local part, @, domain or IP literal, a top-level domain of 2+ letters', () => {
  it.each(['ada@example.com', 'first.last@sub.example.co.uk', '"quoted name"@example.org', 'x@[192.168.0.1]', '  padded@example.com  '])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );
  it.each(['', 'plain', 'a@b', 'a@b.c', 'two@@example.com', 'a b@example.com', 'a@example.c0m', '.start@example.com', 'a..b@example.com'])(
    'refuses %s',
    (email) => expect(isValidEmail(email)).toBe(false),
  );
});

describe('passwordProblems', () => {
  it('accepts a password that meets every rule', () => {
    expect(passwordProblems('Sw1tchyard')).toEqual([]);
  });
  it('lists every broken rule at once', () => {
    expect(passwordProblems('short')).toEqual([
      PASSWORD_RULE_MESSAGES.length,
      PASSWORD_RULE_MESSAGES.number,
      PASSWORD_RULE_MESSAGES.uppercase,
    ]);
  });
  it('counts characters, not UTF-16 units, and checks the bounds 8 and 64', () => {
    expect(passwordProblems('Abcdef1')).toEqual([PASSWORD_RULE_MESSAGES.length]);
    expect(passwordProblems('Abcdefg1')).toEqual([]);
    expect(passwordProblems(`A1${'x'.repeat(62)}`)).toEqual([]);
    expect(passwordProblems(`A1${'x'.repeat(63)}`)).toEqual([PASSWORD_RULE_MESSAGES.length]);
    expect(passwordProblems('Äbcdefg😀1')).toEqual([]);
  });
});
