import { describe, expect, it, onTestFinished } from 'vitest';
import { Subject } from 'rxjs';
import { createKernel, documentWithNodes, type ICredentialsResponse } from '@sdk';
import type { CredentialEvent } from '@plugins/credentials/api';
import { NodeCredentialFollower } from './credential-follower';
import { setNodeCredentials } from './ops/credential-ops';

const cred = (id: string, name: string, type = 'httpBasicAuth'): ICredentialsResponse => ({
  id,
  name,
  type,
  nodesAccess: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function setup(credentials?: unknown) {
  const k = createKernel();
  onTestFinished(() => k.dispose());
  const defined = k.operations.define(setNodeCredentials as never);
  onTestFinished(() => defined.dispose());
  k.bus.load(
    documentWithNodes([
      {
        id: 'w',
        name: 'Webhook',
        type: 'n8n-nodes-base.webhook',
        typeVersion: 2,
        position: [0, 0],
        parameters: { authentication: 'basicAuth' },
        ...(credentials ? { credentials } : {}),
      },
    ]),
  );
  const events = new Subject<CredentialEvent>();
  const store = { credentials: [] as ICredentialsResponse[], events$: events.asObservable() };
  let open: string | null = 'w';
  const follower = new NodeCredentialFollower(k.bus, store, () => open);
  const chosen = () => (k.bus.getState().nodes.get('w') as Record<string, unknown>)['credentials'];
  return { k, events, store, follower, chosen, close: () => (open = null) };
}

describe('following credentials from the modal', () => {
  it('selects the credential created after "Create new credential", once, undoably', async () => {
    const { k, events, follower, chosen } = setup();
    events.next({ kind: 'created', credential: cred('1', 'Unasked') });
    expect(chosen()).toBeUndefined();
    follower.awaitCreate('w', 'httpBasicAuth');
    events.next({ kind: 'created', credential: cred('2', 'Fresh') });
    expect(chosen()).toEqual({ httpBasicAuth: { id: '2', name: 'Fresh' } });
    events.next({ kind: 'created', credential: cred('3', 'Later') });
    expect(chosen()).toEqual({ httpBasicAuth: { id: '2', name: 'Fresh' } });
    await k.history.undo();
    expect(chosen()).toBeUndefined();
  });
  it('follows a rename and a deletion of the open node’s credential', () => {
    const { events, store, chosen, close } = setup({ httpBasicAuth: { id: '2', name: 'Fresh' } });
    events.next({ kind: 'updated', credential: cred('2', 'Renamed'), previousName: 'Fresh' });
    expect(chosen()).toEqual({ httpBasicAuth: { id: '2', name: 'Renamed' } });
    store.credentials = [cred('5', 'Newest'), cred('4', 'Oldest')];
    events.next({ kind: 'deleted', id: '2', name: 'Renamed', type: 'httpBasicAuth' });
    expect(chosen()).toEqual({ httpBasicAuth: { id: '4', name: 'Oldest' } });
    store.credentials = [];
    events.next({ kind: 'deleted', id: '4', name: 'Oldest', type: 'httpBasicAuth' });
    expect(chosen()).toBeUndefined();
    // With the view closed, nothing follows.
    close();
    events.next({ kind: 'updated', credential: cred('9', 'Other'), previousName: 'x' });
    expect(chosen()).toBeUndefined();
  });
});
