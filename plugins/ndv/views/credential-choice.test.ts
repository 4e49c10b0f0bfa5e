import { describe, expect, it } from 'vitest';
import type { ICredentialsResponse } from '@sdk';
import {
  choiceAfterEvent,
  isUsable,
  onlyCredentialToSelect,
  replacedMessage,
  SELECT_CREDENTIAL_PLACEHOLDER,
  selectPlaceholder,
  usableCredentials,
} from './credential-choice';

const cred = (id: string, name: string, type = 'httpHeaderAuth', extra: Partial<ICredentialsResponse> = {}): ICredentialsResponse => ({
  id,
  name,
  type,
  nodesAccess: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const list = [
  cred('1', 'First'),
  cred('2', 'Second'),
  cred('3', 'Basic', 'httpBasicAuth'),
  cred('4', 'Not mine', 'httpHeaderAuth', { currentUserHasAccess: false }),
];

describe('credential choice on a node', () => {
  it('offers the usable credentials of the type only', () => {
    expect(usableCredentials(list, 'httpHeaderAuth').map((c) => c.name)).toEqual(['First', 'Second']);
    expect(usableCredentials(null, 'httpHeaderAuth')).toEqual([]);
  });
  it('names an unavailable chosen credential in the placeholder', () => {
    const usable = usableCredentials(list, 'httpHeaderAuth');
    expect(selectPlaceholder(undefined, usable)).toBe(SELECT_CREDENTIAL_PLACEHOLDER);
    expect(selectPlaceholder({ id: '1', name: 'First' }, usable)).toBe(SELECT_CREDENTIAL_PLACEHOLDER);
    expect(selectPlaceholder({ id: '99', name: 'Gone' }, usable)).toBe('Gone (unavailable)');
    expect(selectPlaceholder({ id: '4', name: 'Not mine' }, usable)).toBe('Not mine (unavailable)');
  });
  it('identifies old name-only choices by a unique name', () => {
    const usable = usableCredentials([...list, cred('5', 'Second')], 'httpHeaderAuth');
    expect(isUsable({ id: null, name: 'First' }, usable)).toBe(true);
    expect(isUsable({ id: null, name: 'Second' }, usable)).toBe(false);
  });
  it('selects a created credential only when the user asked for one of that type', () => {
    const created = { kind: 'created', credential: cred('8', 'Fresh') } as const;
    expect(choiceAfterEvent(created, 'httpHeaderAuth', undefined, list, true)).toEqual({ id: '8', name: 'Fresh' });
    expect(choiceAfterEvent(created, 'httpHeaderAuth', undefined, list, false)).toBeUndefined();
    expect(choiceAfterEvent(created, 'httpBasicAuth', undefined, list, true)).toBeUndefined();
  });
  it('reselects a renamed credential under its new name', () => {
    const renamed = { kind: 'updated', credential: cred('1', 'Renamed'), previousName: 'First' } as const;
    expect(choiceAfterEvent(renamed, 'httpHeaderAuth', { id: '1', name: 'First' }, list, false)).toEqual({ id: '1', name: 'Renamed' });
    expect(choiceAfterEvent(renamed, 'httpHeaderAuth', { id: '2', name: 'Second' }, list, false)).toBeUndefined();
  });
  it('replaces a deleted choice by the last usable credential left, or clears it', () => {
    const deleted = { kind: 'deleted', id: '1', name: 'First', type: 'httpHeaderAuth' } as const;
    const remaining = list.filter((c) => c.id !== '1');
    expect(choiceAfterEvent(deleted, 'httpHeaderAuth', { id: '1', name: 'First' }, remaining, false)).toEqual({ id: '2', name: 'Second' });
    expect(
      choiceAfterEvent(deleted, 'httpHeaderAuth', { id: '1', name: 'First' }, [cred('3', 'Basic', 'httpBasicAuth')], false),
    ).toBeNull();
    expect(choiceAfterEvent(deleted, 'httpHeaderAuth', { id: '2', name: 'Second' }, remaining, false)).toBeUndefined();
  });
  it('words the replacement message with both names', () => {
    expect(replacedMessage('Gone', 'First')).toEqual({
      title: 'Node credential updated',
      message: 'Nodes that used credential "Gone" have been updated to use "First"',
    });
  });
});

describe('the only credential of a type', () => {
  it('is selected when the node has none of that type, and never over a choice', () => {
    expect(onlyCredentialToSelect(undefined, [cred('1', 'Only')])).toEqual({ id: '1', name: 'Only' });
    expect(onlyCredentialToSelect({ id: null, name: '' }, [cred('1', 'Only')])).toEqual({ id: '1', name: 'Only' });
    expect(onlyCredentialToSelect(undefined, [cred('1', 'One'), cred('2', 'Two')])).toBeUndefined();
    expect(onlyCredentialToSelect(undefined, [])).toBeUndefined();
    expect(onlyCredentialToSelect({ id: 'gone', name: 'Gone' }, [cred('1', 'Only')])).toBeUndefined();
  });
});
