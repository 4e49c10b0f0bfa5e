import { describe, expect, it } from 'vitest';
import { CommandBus } from '@core/bus/command-bus';
import { op, type Operation } from '@core/document/operation';
import { documentWithNodes, type DocNode } from '@core/document/types';
import { createWorkflowOperationRegistry } from '.';
import { SET_NODE_CREDENTIALS_OP } from './credential-ops';

const bus = new CommandBus(createWorkflowOperationRegistry());
const withCredentials = (credentials: unknown) =>
  documentWithNodes([
    { id: 'a', name: 'Slack', type: 'n8n-nodes-base.slack', typeVersion: 1, position: [0, 0], parameters: {}, credentials } as DocNode,
  ]);
const wire = (ops: Operation[]) => JSON.parse(JSON.stringify(ops)) as Operation[];

describe('setNodeCredentials', () => {
  it('undo puts back an empty credentials map (as imported workflows carry it) and the undo of that undo is exact too', () => {
    const doc = withCredentials({});
    const choose = op(SET_NODE_CREDENTIALS_OP, { nodeId: 'a', credentials: { slackApi: { id: '1', name: 'Slack account' } } });
    const { doc: chosen, inverses } = bus.preview([choose], doc);
    const undo = bus.preview(wire(inverses.flat()), chosen);
    expect(undo.doc.nodes.get('a')).toEqual(doc.nodes.get('a'));
    expect(bus.preview(wire(undo.inverses.flat()), undo.doc).doc.nodes.get('a')).toEqual(chosen.nodes.get('a'));
  });

  it('clearing the last credential of a node that had some still removes the field', () => {
    const doc = withCredentials({ slackApi: { id: '1', name: 'Slack account' } });
    const { doc: cleared, inverses } = bus.preview([op(SET_NODE_CREDENTIALS_OP, { nodeId: 'a', credentials: { slackApi: null } })], doc);
    expect('credentials' in (cleared.nodes.get('a') as DocNode)).toBe(false);
    expect(bus.preview(wire(inverses.flat()), cleared).doc.nodes.get('a')).toEqual(doc.nodes.get('a'));
  });
});
