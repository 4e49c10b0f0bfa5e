import { describe, expect, it } from 'vitest';
import type { INodeTypeDescription } from '@sdk/workflow';
import { NodeApiError, NodeOperationError } from './node-errors';
import type { INodeType, IVersionedNodeType } from './node-interface';
import { NodeTypeRegistry } from './node-type-registry';

const description = (version: number | number[]): INodeTypeDescription => ({
  displayName: 'Thing',
  name: 'pkg.thing',
  group: ['transform'],
  version,
  description: '',
  defaults: { name: 'Thing' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [],
});

describe('node type registry', () => {
  it('registers every version of a plain and of a versioned node type', () => {
    const plain: INodeType = { description: description([1, 2]) };
    const v3: INodeType = { description: description(3) };
    const versioned: IVersionedNodeType = {
      currentVersion: 3,
      nodeVersions: { 3: v3 },
      description: { displayName: 'Thing', name: 'pkg.thing', group: ['transform'], description: '' },
    };
    const registry = new NodeTypeRegistry([plain]);
    const dispose = registry.register(versioned);
    expect(registry.get('pkg.thing', 2)).toBe(plain);
    expect(registry.get('pkg.thing', 3)).toBe(v3);
    expect(registry.getClosest('pkg.thing', 9)).toBe(v3);
    expect(registry.descriptions().map((d) => d.version)).toEqual([[1, 2], 3]);
    expect(registry.describe('pkg.thing', 2)?.version).toBe(2);
    dispose();
    expect(registry.get('pkg.thing', 3)).toBeUndefined();
    expect(registry.has('pkg.thing')).toBe(true);
  });
});

describe('node errors', () => {
  const node = {
    id: '1',
    name: 'HTTP',
    type: 'n8n-nodes-base.httpRequest',
    typeVersion: 3,
    position: [0, 0] as [number, number],
    parameters: {},
  };

  it("serialises with n8n's names and fields", () => {
    const error = new NodeOperationError(node, 'Bad input', { itemIndex: 2, description: 'Fix it' }).toJSON();
    expect(error).toMatchObject({
      name: 'NodeOperationError',
      message: 'Bad input',
      description: 'Fix it',
      context: { itemIndex: 2 },
      node: { name: 'HTTP' },
    });
  });

  it('gives API errors the status message when the response has none', () => {
    const error = new NodeApiError(node, { httpCode: 404 });
    expect(error.message).toBe('The resource you are requesting could not be found');
    expect(error.toJSON().httpCode).toBe('404');
    expect(new NodeApiError(node, { message: 'Quota exceeded', statusCode: 429 }).message).toBe('Quota exceeded');
  });
});
