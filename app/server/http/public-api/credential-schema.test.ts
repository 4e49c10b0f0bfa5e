import { describe, expect, it } from 'vitest';
import type { ICredentialType } from '@sdk/workflow';
import { CredentialTypeRegistry } from '../../credentials';
import { assertCredentialData, credentialDataSchema } from './credential-schema';

const parent: ICredentialType = {
  name: 'parentApi',
  displayName: 'Parent API',
  properties: [
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      options: [
        { name: 'A', value: 'a' },
        { name: 'B', value: 'b' },
      ],
      default: 'a',
    },
    { displayName: 'Token', name: 'token', type: 'string', typeOptions: { password: true }, default: '', required: true },
    { displayName: 'Only for B', name: 'extra', type: 'string', default: '', required: true, displayOptions: { show: { mode: ['b'] } } },
    { displayName: 'Read this', name: 'notice', type: 'notice', default: '' },
  ],
};
const child: ICredentialType = {
  name: 'childApi',
  displayName: 'Child API',
  extends: ['parentApi'],
  properties: [
    { displayName: 'Port', name: 'port', type: 'number', default: 443 },
    { displayName: 'Verbose', name: 'verbose', type: 'boolean', default: false },
  ],
};
const types = new CredentialTypeRegistry([parent, child]);

describe('credential data schema', () => {
  it('lists inherited and own properties with their JSON types, without notices', () => {
    expect(credentialDataSchema(types, 'childApi')).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: {
        mode: { type: ['string', 'number', 'boolean'], enum: ['a', 'b'] },
        token: { type: 'string' },
        extra: { type: 'string' },
        port: { type: 'number' },
        verbose: { type: 'boolean' },
      },
      required: ['token'],
      allOf: [{ if: { properties: { mode: { enum: ['b'] } }, required: ['mode'] }, then: { required: ['extra'] } }],
    });
    expect(credentialDataSchema(types, 'nothing')).toBeUndefined();
  });

  it('accepts fitting data and names every problem of data that does not fit', () => {
    expect(() => assertCredentialData(types, 'childApi', { token: 't', port: 8443 })).not.toThrow();
    expect(() => assertCredentialData(types, 'childApi', { token: 't', mode: 'b', extra: 'x' })).not.toThrow();
    expect(() => assertCredentialData(types, 'childApi', { token: 't', mode: 'b' })).toThrow(/required property 'extra'/);
    let message = '';
    try {
      assertCredentialData(types, 'childApi', { port: 'high', other: 1 });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid request: /);
    expect(message).toContain("data: must have required property 'token'");
    expect(message).toContain('data.port: must be number');
    expect(message).toContain('data: "other" is not a field of childApi');
    // Unknown types are left to the service (which answers 400 naming the type).
    expect(() => assertCredentialData(types, 'nothing', { anything: true })).not.toThrow();
  });
});
