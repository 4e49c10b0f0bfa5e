import { describe, expect, it } from 'vitest';
import { normalizeCredentialDetails, normalizeNodeCredentials } from './node-credentials';

describe('node credentials', () => {
  it('turns an old plain name string into {id: null, name}', () => {
    expect(normalizeCredentialDetails('Slack account')).toEqual({ id: null, name: 'Slack account' });
  });

  it('keeps {id, name} and stringifies numeric ids', () => {
    expect(normalizeCredentialDetails({ id: '3', name: 'A' })).toEqual({ id: '3', name: 'A' });
    expect(normalizeCredentialDetails({ id: 3, name: 'A' })).toEqual({ id: '3', name: 'A' });
  });

  it('drops entries that are no credential reference', () => {
    expect(normalizeNodeCredentials({ a: 'A', b: 5, c: null, d: {} })).toEqual({ a: { id: null, name: 'A' } });
    expect(normalizeNodeCredentials('x')).toBeUndefined();
    expect(normalizeNodeCredentials([])).toBeUndefined();
  });
});
