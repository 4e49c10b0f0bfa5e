/**
 * `GET /rest/collaboration/:workflowId` upgraded to a WebSocket: the editor's live session for a
 * saved workflow (docs/collaboration.md). The session cookie says who is asking, as for every
 * `/rest` route; 401 without a session, 404 when the workflow does not exist or the user may not
 * read it, both before the upgrade. A read-only sharee joins but its ops are refused.
 *
 * The first message must be `hello`; the server answers `welcome`. A connection that does not
 * answer the ping sent every {@link PING_MS} is dropped, so someone whose connection died silently
 * leaves the session within two pings.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth';
import type { UserRecord } from '../db';
import { parseClientMessage, type CollabSession, type PeerSocket } from '../collab';
import { parseInput } from './validation';

/** How often the server pings a collaboration socket, in ms. */
export const PING_MS = 4_000;

/** Largest message a client may send, in bytes. */
const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;

const params = z.object({ workflowId: z.string().min(1).max(100) });

function displayName(user: UserRecord): string {
  const name = [user.firstName, user.lastName].filter((part) => part !== null && part !== '').join(' ');
  return name !== '' ? name : (user.email ?? 'Owner');
}

/**
 * Registers WebSocket support. Before authentication: its onRequest hook marks an upgrade request
 * as one, so that an upgrade refused by a later hook (401) still has its socket closed.
 */
export async function registerWebSocketSupport(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
}

/** Registers the collaboration route (after {@link registerWebSocketSupport}). */
export function registerCollaborationRoute(app: FastifyInstance): void {
  const rest = `/${app.switchyard.config.endpointRest}`;

  app.get(
    `${rest}/collaboration/:workflowId`,
    {
      websocket: true,
      preHandler: [
        requireUser,
        async (request) => {
          const { workflowId } = parseInput(params, request.params);
          // Throws 404/403 as JSON before the upgrade.
          await app.switchyard.collab.access(currentUser(request), workflowId);
        },
      ],
    },
    (socket, request) => {
      const user = currentUser(request);
      const { workflowId } = parseInput(params, request.params);
      attach(app, socket, user, workflowId);
    },
  );
}

/** Wires one socket to its session: hello first, then messages, pings, and leaving on close. */
function attach(app: FastifyInstance, socket: WebSocket, user: UserRecord, workflowId: string): void {
  const { collab } = app.switchyard;
  let joined: { session: CollabSession; client: string } | undefined;
  const peerSocket: PeerSocket = {
    send: (text) => {
      if (socket.readyState === socket.OPEN) socket.send(text);
    },
    close: (code, reason) => socket.close(code, reason),
  };
  let joining = false;
  let alive = true;
  const send = (message: object) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const ping = setInterval(() => {
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
  }, PING_MS);
  ping.unref();
  socket.on('pong', () => (alive = true));

  socket.on('message', (data, isBinary) => {
    alive = true;
    const parsed = parseClientMessage(isBinary ? '' : String(data));
    if (!parsed.ok) return send({ t: 'error', message: parsed.reason });
    const { message } = parsed;
    if (joined !== undefined) return joined.session.receive(joined.client, message);
    if (message.t !== 'hello') return send({ t: 'error', message: 'Say hello first.' });
    if (joining) return;
    joining = true;
    void (async () => {
      try {
        // Permissions are read again at join: a share taken away since the upgrade counts.
        const access = await collab.access(user, workflowId);
        const session = await collab.session(user, workflowId);
        if (socket.readyState !== socket.OPEN) return;
        const client = session.join(
          {
            user: { id: user.id, name: displayName(user) },
            canEdit: access.canEdit,
            socket: peerSocket,
          },
          message,
        );
        joined = { session, client };
      } catch (error) {
        send({ t: 'error', message: error instanceof Error ? error.message : String(error) });
        socket.close(4404, 'Workflow not available');
      }
    })();
  });

  socket.on('close', () => {
    clearInterval(ping);
    if (joined !== undefined)
      void collab
        .leave(joined.session, joined.client, peerSocket)
        .catch((error) => app.log.warn({ err: error }, 'collaboration save on leave failed'));
  });
}
