import { describe, expect, it, onTestFinished } from 'vitest';
import { createKernel, documentWithNodes, op } from '@sdk';
import { SET_NODE_CREDENTIALS_OP, setNodeCredentials } from './credential-ops';

function kernel(credentials?: unknown) {
  const k = createKernel();
  onTestFinished(() => k.dispose());
  const defined = k.operations.define(setNodeCredentials as never);
  onTestFinished(() => defined.dispose());
  k.bus.load(
    documentWithNodes([
      {
        id: 'a',
        name: 'HTTP Request',
        type: 'n8n-nodes-base.httpRequest',
        typeVersion: 4.2,
        position: [0, 0],
        parameters: {},
        ...(credentials ? { credentials } : {}),
      },
    ]),
  );
  return k;
}
const user = { origin: 'user' as const };
const credentialsOf = (k: ReturnType<typeof kernel>) => (k.bus.getState().nodes.get('a') as Record<string, unknown>)['credentials'];

describe('setting a node credential', () => {
  it('selects a credential as {type: {id, name}} and undoes to no credentials at all', async () => {
    const k = kernel();
    k.bus.dispatch({
      ops: [op(SET_NODE_CREDENTIALS_OP, { nodeId: 'a', credentials: { httpHeaderAuth: { id: '7', name: 'Header account' } } })],
      meta: user,
    });
    expect(credentialsOf(k)).toEqual({ httpHeaderAuth: { id: '7', name: 'Header account' } });
    await k.history.undo();
    expect(credentialsOf(k)).toBeUndefined();
    await k.history.redo();
    expect(credentialsOf(k)).toEqual({ httpHeaderAuth: { id: '7', name: 'Header account' } });
  });
  it('replaces one type and keeps the others; undo restores the old entry exactly', async () => {
    const k = kernel({ httpBasicAuth: { id: '1', name: 'Old' }, httpHeaderAuth: 'legacy name' });
    k.bus.dispatch({
      ops: [op(SET_NODE_CREDENTIALS_OP, { nodeId: 'a', credentials: { httpHeaderAuth: { id: '9', name: 'New' } } })],
      meta: user,
    });
    expect(credentialsOf(k)).toEqual({ httpBasicAuth: { id: '1', name: 'Old' }, httpHeaderAuth: { id: '9', name: 'New' } });
    await k.history.undo();
    expect(credentialsOf(k)).toEqual({ httpBasicAuth: { id: '1', name: 'Old' }, httpHeaderAuth: 'legacy name' });
  });
  it('clears a type with null, dropping an empty map', async () => {
    const k = kernel({ httpBasicAuth: { id: '1', name: 'Old' } });
    k.bus.dispatch({ ops: [op(SET_NODE_CREDENTIALS_OP, { nodeId: 'a', credentials: { httpBasicAuth: null } })], meta: user });
    expect(credentialsOf(k)).toBeUndefined();
    await k.history.undo();
    expect(credentialsOf(k)).toEqual({ httpBasicAuth: { id: '1', name: 'Old' } });
  });
  it('rejects a missing node and an empty type', () => {
    const k = kernel();
    expect(() => k.bus.dispatch({ ops: [op(SET_NODE_CREDENTIALS_OP, { nodeId: 'zz', credentials: {} })], meta: user })).toThrow(
      /does not exist/,
    );
    expect(() =>
      k.bus.dispatch({ ops: [op(SET_NODE_CREDENTIALS_OP, { nodeId: 'a', credentials: { '': { id: '1', name: 'x' } } })], meta: user }),
    ).toThrow(/credential type/);
  });
});
