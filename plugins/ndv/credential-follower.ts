/**
 * Keeps the open node's credential choice in step with the credential modal:
 * a credential created after 'Create new credential' is selected,
 * a renamed one is reselected under its new name, a deleted one gives way to
 * the last usable credential of its type (or the choice is cleared). It lives
 * in the plugin, not the view, because the view is hidden (unmounted) while
 * the credential modal is on top of it.
 *
 * @module
 */
import type { Observable, Subscription } from 'rxjs';
import { createServiceToken, normalizeNodeCredentials, op, type CommandBus } from '@sdk';
import type { CredentialEvent, ICredentialsService } from '@plugins/credentials/api';
import { SET_NODE_CREDENTIALS_OP, type SetNodeCredentialsPayload } from './ops/credential-ops';
import { choiceAfterEvent } from './views/credential-choice';

/** What the view tells the follower. */
export interface INodeCredentialFollower {
  /** The user chose 'Create new credential' for `type` on node `nodeId`: the next one created of that type is selected. */
  awaitCreate(nodeId: string, type: string): void;
}

/** Token for {@link INodeCredentialFollower} (the ndv plugin's own). */
export const INodeCredentialFollower = createServiceToken<INodeCredentialFollower>('ndv.INodeCredentialFollower');

/** The follower; `openNodeId()` names the node whose view is open (beneath a modal or not). */
export class NodeCredentialFollower implements INodeCredentialFollower {
  private pending: { nodeId: string; type: string } | null = null;
  private readonly subscription: Subscription;

  constructor(
    private readonly bus: CommandBus,
    private readonly credentials: Pick<ICredentialsService, 'credentials'> & { readonly events$: Observable<CredentialEvent> },
    private readonly openNodeId: () => string | null,
  ) {
    this.subscription = credentials.events$.subscribe((event) => this.follow(event));
  }

  awaitCreate(nodeId: string, type: string): void {
    this.pending = { nodeId, type };
  }

  private follow(event: CredentialEvent): void {
    const nodeId = event.kind === 'created' ? this.pending?.nodeId : this.openNodeId();
    const node = nodeId ? this.bus.getState().nodes.get(nodeId) : undefined;
    if (!node) return;
    const type = event.kind === 'created' ? (this.pending?.type ?? '') : event.kind === 'updated' ? event.credential.type : event.type;
    const chosen = normalizeNodeCredentials(node['credentials'])?.[type];
    const next = choiceAfterEvent(event, type, chosen, this.credentials.credentials, this.pending?.type === type);
    if (event.kind === 'created' && next !== undefined) this.pending = null;
    if (next === undefined) return;
    const payload: SetNodeCredentialsPayload = { nodeId: node.id, credentials: { [type]: next } };
    this.bus.dispatch({ ops: [op(SET_NODE_CREDENTIALS_OP, payload)], meta: { origin: 'user', label: `Change ${node.name} credentials` } });
  }

  dispose(): void {
    this.subscription.unsubscribe();
  }
}
