import type { Observable } from 'rxjs';
import { createServiceToken, type NodeId, type ViewId } from '@sdk';
import type { GraphPoint, NodeMarks, PeerPointer } from '@plugins/canvas/api';

/**
 * The collaboration plugin's contract (docs/collaboration.md): the live session of the open
 * saved workflow, who is in it, and the header view that shows them.
 */

/** Someone in the session, as the server describes them. */
export interface CollabPeer {
  /** The connection's id (the same person in two tabs is two peers). */
  readonly client: string;
  readonly user: { readonly id: string; readonly name: string };
  /** Their colour for avatars and outlines (`#rrggbb`). */
  readonly color: string;
  /** Whether they may edit (read-only sharees only watch). */
  readonly canEdit: boolean;
  /** The nodes they have selected. */
  readonly selection: readonly NodeId[];
  /** Their pointer on the canvas, in graph coordinates; null when it is not over the canvas. */
  readonly pointer: readonly [number, number] | null;
  /** The node whose details view they have open. */
  readonly ndv: NodeId | null;
}

/** Where the session stands: `off` (no saved workflow open), `connecting`, `live`, `offline` (reconnecting). */
export type CollabStatus = 'off' | 'connecting' | 'live' | 'offline';

/** The session as the header and the canvas show it. */
export interface CollabState {
  readonly status: CollabStatus;
  /** This tab's connection id in the session. */
  readonly you: string | null;
  /** Everyone in the session, this tab included. */
  readonly peers: readonly CollabPeer[];
}

/** The live session of the workflow open in the editor. */
export interface ICollaborationService {
  /** Emits the state on subscribe and after every change. */
  readonly state$: Observable<CollabState>;
  /** The state now. */
  readonly state: CollabState;
  /** Outlines of what the others have selected or open, in their colours, for the canvas. */
  readonly nodeMarks$: Observable<NodeMarks>;
  /** The others' pointers over the canvas, for the canvas to draw. */
  readonly pointers$: Observable<ReadonlyArray<PeerPointer>>;
  /** Tells the others where this user's pointer is (graph coordinates; null when off the canvas). */
  setPointer(point: GraphPoint | null): void;
}

/** Token for {@link ICollaborationService}. */
export const ICollaborationService = createServiceToken<ICollaborationService>('ICollaborationService');

/** Views other plugins render. */
export const COLLABORATION_VIEWS = {
  /** The editor header's avatars of the people in the session. */
  presence: 'collaboration.presence' as ViewId<Record<string, never>>,
} as const;
