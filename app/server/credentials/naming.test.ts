import { describe, expect, it } from 'vitest';
import { defaultCredentialName, uniqueCredentialName } from './naming';

describe('defaultCredentialName', () => {
  it.each([
    ['Slack API', 'Slack account'],
    ['Slack OAuth2 API', 'Slack account'],
    ['Twitter OAuth1 API', 'Twitter account'],
    ['Basic Auth', 'Basic Auth account'],
    ['Switchyard API', 'Switchyard account'],
    ['Google Sheets OAuth2 API', 'Google Sheets account'],
  ])('%s → %s', (displayName, expected) => {
    expect(defaultCredentialName(displayName)).toBe(expected);
  });

  it("falls back to 'Unnamed credential' when nothing is left", () => {
    expect(defaultCredentialName('OAuth2 API')).toBe('Unnamed credential');
    expect(defaultCredentialName('OAuth1 API')).toBe('Unnamed credential');
    expect(defaultCredentialName(undefined)).toBe('Unnamed credential');
    expect(defaultCredentialName('')).toBe('Unnamed credential');
  });

  it('drops only whole words', () => {
    expect(defaultCredentialName('APIfy API')).toBe('APIfy account');
  });
});

describe('uniqueCredentialName', () => {
  it('keeps a free name and numbers a taken one from 2', () => {
    expect(uniqueCredentialName('Slack account', [])).toBe('Slack account');
    expect(uniqueCredentialName('Slack account', ['Slack account'])).toBe('Slack account 2');
    expect(uniqueCredentialName('Slack account', ['Slack account', 'Slack account 2'])).toBe('Slack account 3');
    expect(uniqueCredentialName('Slack account', ['Slack account', 'Slack account 7', 'Slack account x'])).toBe('Slack account 8');
    expect(uniqueCredentialName('Slack account', ['Slack account 2'])).toBe('Slack account');
  });

  it('stays within 128 characters', () => {
    const long = 'a'.repeat(128);
    const next = uniqueCredentialName(long, [long]);
    expect(next).toHaveLength(128);
    expect(next.endsWith(' 2')).toBe(true);
  });
});
