import { describe, expect, it } from 'vitest';
import type { INodeTypeDescription } from '../workflow/node-type-description';
import { nodeTypeIssue } from './node-type-versions';

const description = (name: string, displayName: string, version: number | number[]): INodeTypeDescription => ({
  displayName,
  name,
  group: ['transform'],
  version,
  description: '',
  defaults: { name: displayName },
  inputs: ['main'],
  outputs: ['main'],
  properties: [],
});

const types = [
  description('n8n-nodes-base.if', 'If', 1),
  description('n8n-nodes-base.if', 'If', [2, 2.1]),
  description('n8n-nodes-base.set', 'Edit Fields (Set)', [1, 2]),
];

describe('nodeTypeIssue', () => {
  it('is null for an installed version, and reads a missing version as 1', () => {
    expect(nodeTypeIssue(types, 'n8n-nodes-base.if', 2.1)).toBeNull();
    expect(nodeTypeIssue(types, 'n8n-nodes-base.set', undefined)).toBeNull();
  });

  it('names the version and every supported version when the version is not installed', () => {
    expect(nodeTypeIssue(types, 'n8n-nodes-base.if', 2.2)).toEqual({
      kind: 'version',
      short: 'Version 2.2 not supported',
      message: 'This version of If (2.2) is not supported; supported: 1, 2, 2.1. The node cannot run until it uses a supported version.',
    });
  });

  it('says a type is not installed', () => {
    const issue = nodeTypeIssue(types, 'n8n-nodes-base.googleSheets', 4.5);
    expect(issue?.short).toBe('Not installed');
    expect(issue?.message).toContain('"n8n-nodes-base.googleSheets" is not installed here');
  });
});
