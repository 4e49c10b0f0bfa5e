import { useService, useObservable } from '@sdk/react';
import { ICollaborationService, type CollabPeer } from '../api';
import './collaboration.css';

function initials(name: string): string {
  const parts = name.split(/\s+/).filter((p) => p !== '');
  return ((parts[0]?.[0] ?? '?') + (parts[1]?.[0] ?? '')).toUpperCase();
}

function describe(peer: CollabPeer, you: boolean): string {
  return `${peer.user.name}${you ? ' (you)' : ''}${peer.canEdit ? '' : ', viewing only'}`;
}

/**
 * The header's avatars of the people in the live session, each in their colour (the colour of
 * their outlines on the canvas); a connection notice while the session is reconnecting.
 */
export function PresenceAvatars() {
  const collab = useService(ICollaborationService);
  const state = useObservable(collab.state$, collab.state);
  if (state.status === 'off') return null;
  // One avatar per person, however many tabs they have open.
  const people = new Map<string, CollabPeer>();
  for (const peer of state.peers) if (!people.has(peer.user.id) || peer.client === state.you) people.set(peer.user.id, peer);
  const youId = state.peers.find((p) => p.client === state.you)?.user.id;
  return (
    <div className="collab-presence">
      {state.status !== 'live' && (
        <span className="collab-presence__status" role="status">
          {state.status === 'offline' ? 'Reconnecting…' : 'Connecting…'}
        </span>
      )}
      <ul className="collab-presence__list" aria-label="People in this workflow">
        {[...people.values()].map((peer) => (
          <li
            key={peer.user.id}
            className="collab-presence__avatar"
            style={{ backgroundColor: peer.color }}
            aria-label={describe(peer, peer.user.id === youId)}
            title={describe(peer, peer.user.id === youId)}
          >
            {initials(peer.user.name)}
          </li>
        ))}
      </ul>
    </div>
  );
}
