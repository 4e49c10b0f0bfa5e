import { describe, expect, it } from 'vitest';
import { FIXTURE_NODE_TYPES } from '../workflow/test-fixtures';
import { createNodeTypeLookup, isTriggerNodeType, nodeTypeSupportsVersion, START_NODE_TYPE, toNodeTypeLookup } from './node-type-lookup';

describe('node type lookup', () => {
  const lookup = createNodeTypeLookup(FIXTURE_NODE_TYPES);

  it('finds a description by name and a version it lists', () => {
    expect(lookup('n8n-nodes-base.httpRequest', 4.1)?.displayName).toBe('HTTP Request');
    expect(lookup('n8n-nodes-base.httpRequest', 3)?.displayName).toBe('HTTP Request');
    expect(lookup('n8n-nodes-base.httpRequest', 2)).toBeNull();
    expect(lookup('n8n-nodes-base.missing', 1)).toBeNull();
    expect(nodeTypeSupportsVersion({ version: 1 }, 1)).toBe(true);
  });

  it('accepts a lookup function as it is', () => {
    const fn = () => null;
    expect(toNodeTypeLookup(fn)).toBe(fn);
    expect(toNodeTypeLookup(FIXTURE_NODE_TYPES)('n8n-nodes-base.set', 2)?.name).toBe('n8n-nodes-base.set');
  });

  it('tells trigger types by group or polling', () => {
    expect(isTriggerNodeType(lookup('n8n-nodes-base.manualTrigger', 1))).toBe(true);
    expect(isTriggerNodeType(lookup('n8n-nodes-base.set', 1))).toBe(false);
    expect(isTriggerNodeType({ group: ['input'], polling: true })).toBe(true);
    expect(isTriggerNodeType(null)).toBe(false);
    expect(START_NODE_TYPE).toBe('n8n-nodes-base.start');
  });
});
