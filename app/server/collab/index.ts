/** Live collaboration sessions (docs/collaboration.md): the service, one session per open workflow, and the socket messages. */
export { CollabService, type CollabServiceOptions, type SessionAccess } from './collab-service';
export { CollabSession, DEFAULT_QUIET_MS, PEER_COLORS, type PeerInit, type PeerSocket, type SessionSaver } from './collab-session';
export { MAX_BATCH_OPS, parseClientMessage, type ClientMessage, type PeerPresence } from './messages';
