import { describe, expect, it } from 'vitest';
import { createNodeTypeLookup } from './node-type-lookup';
import { getNodeIssues, isNodePristine, markNodeParametersChanged, nodeIssuesToMessages } from './node-issues';
import { FIXTURE_NODE_TYPES } from '../workflow/test-fixtures';

const lookup = createNodeTypeLookup(FIXTURE_NODE_TYPES);
const http = lookup('n8n-nodes-base.httpRequest', 4.1);
const node = {
  name: 'HTTP Request',
  type: 'n8n-nodes-base.httpRequest',
  typeVersion: 4.1,
  parameters: { url: '', authentication: 'genericCredentialType' },
};

describe('getNodeIssues', () => {
  it('collects parameter and credential issues', () => {
    expect(getNodeIssues(http, node)).toEqual({
      parameters: { url: ['Parameter "URL" is required.'] },
      credentials: { httpBasicAuth: ['Credentials for httpBasicAuth are not set.'] },
    });
  });

  it('reports typeUnknown when the node type is missing', () => {
    expect(getNodeIssues(null, { ...node, type: 'community.gone' })).toEqual({ typeUnknown: true });
    expect(getNodeIssues(undefined, node, { ignore: ['typeUnknown'] })).toBeNull();
  });

  it('adds execution for a failed last run unless ignored', () => {
    const failed = { hasExecutionError: (name: string) => name === 'HTTP Request' };
    expect(getNodeIssues(http, { ...node, parameters: { url: 'x' } }, failed)).toEqual({ execution: true });
    expect(getNodeIssues(http, { ...node, parameters: { url: 'x' } }, { ...failed, ignore: ['execution'] })).toBeNull();
  });

  it('has none for disabled or pinned nodes, and leaves out ignored kinds', () => {
    expect(getNodeIssues(http, { ...node, disabled: true })).toBeNull();
    expect(getNodeIssues(http, node, { pinnedNodeNames: ['HTTP Request'] })).toBeNull();
    expect(getNodeIssues(http, node, { ignore: ['credentials'] })).toEqual({ parameters: { url: ['Parameter "URL" is required.'] } });
  });

  it('lists issues as display lines', () => {
    expect(
      nodeIssuesToMessages(
        { execution: true, parameters: { a: ['A'] }, credentials: { c: ['C1', 'C2'] }, typeUnknown: true },
        { type: 'x.y' },
      ),
    ).toEqual(['Execution Error.', 'A', 'C1', 'C2', 'Node Type "x.y" is not known.']);
  });
});

describe('pristine nodes', () => {
  it('is pristine until its parameters change', () => {
    expect(isNodePristine({}, 'n1')).toBe(true);
    const changed = markNodeParametersChanged({}, 'n1', 1700000000000);
    expect(changed).toEqual({ n1: { pristine: false, parametersLastUpdatedAt: 1700000000000 } });
    expect(isNodePristine(changed, 'n1')).toBe(false);
    expect(isNodePristine(changed, 'n2')).toBe(true);
  });
});
