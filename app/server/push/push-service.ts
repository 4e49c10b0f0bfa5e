/**
 * Push to the editor: server-sent events on `GET /rest/push`, one stream per editor tab,
 * keyed by the tab's `pushRef` (n8n's name for the editor's session id). Engine code calls
 * {@link PushService.send} with a tab's pushRef, or `'broadcast'` for every tab.
 *
 * The stream:
 * - starts with `retry: <ms>` so a browser's EventSource reconnects after that long when
 *   the connection drops (it reconnects with the same pushRef, which replaces the old
 *   stream; messages sent while no stream was open are not kept);
 * - carries each message as one `data: {"type": ..., "data": ...}` event;
 * - gets a `: heartbeat` comment every 15 s, so proxies do not close an idle stream and
 *   a dead client is noticed when the write fails.
 *
 * A pushRef belongs to the user who opened it; another user opening a stream with the
 * same pushRef is refused (see the route), so nobody can take over another's events.
 * A client that stops reading is dropped once {@link MAX_BUFFERED_BYTES} are waiting.
 */
import type { ServerResponse } from 'node:http';

/** A message for the editor: n8n's push message shape. */
export interface PushMessage<T = unknown> {
  type: string;
  data: T;
}

/** A tab's pushRef, or every connected tab. */
export type PushTarget = string;

/** Send to every connected tab. */
export const BROADCAST = 'broadcast';

/** Heartbeat interval (a comment line), in ms. */
export const PUSH_HEARTBEAT_MS = 15_000;

/** What `retry:` tells the browser to wait before reconnecting, in ms. */
export const PUSH_RETRY_MS = 5_000;

/** A client with this much unsent data is dropped (it reconnects and starts afresh). */
export const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

interface Connection {
  readonly pushRef: string;
  readonly userId: string;
  readonly response: ServerResponse;
  heartbeat: NodeJS.Timeout | undefined;
}

/** Result of {@link PushService.connect}. */
export type ConnectResult = 'connected' | 'in-use';

/** Keeps the open push streams and writes messages to them. */
export class PushService {
  /** Heartbeat interval in ms; tests may lower it before connecting. */
  heartbeatMs = PUSH_HEARTBEAT_MS;
  /** The `retry:` value sent to new streams, in ms. */
  retryMs = PUSH_RETRY_MS;

  private readonly connections = new Map<string, Connection>();

  /** Whether `pushRef` is open by a user other than `userId`. */
  heldByAnother(pushRef: string, userId: string): boolean {
    const existing = this.connections.get(pushRef);
    return existing !== undefined && existing.userId !== userId;
  }

  /**
   * Takes over `response` (whose status line and headers the caller has written) as the
   * stream of `pushRef`. An older stream of the same tab and user is closed; a stream of
   * the same pushRef held by another user makes this answer `in-use` (nothing written).
   */
  connect(pushRef: string, userId: string, response: ServerResponse): ConnectResult {
    const existing = this.connections.get(pushRef);
    if (existing !== undefined) {
      if (existing.userId !== userId) return 'in-use';
      this.drop(existing);
    }
    const connection: Connection = { pushRef, userId, response, heartbeat: undefined };
    this.connections.set(pushRef, connection);
    response.on('close', () => {
      if (this.connections.get(pushRef) === connection) this.connections.delete(pushRef);
      if (connection.heartbeat !== undefined) clearInterval(connection.heartbeat);
    });
    this.write(connection, `retry: ${this.retryMs}\n: connected\n\n`);
    connection.heartbeat = setInterval(() => this.write(connection, ': heartbeat\n\n'), this.heartbeatMs);
    connection.heartbeat.unref();
    return 'connected';
  }

  /**
   * Sends `message` to the tab `target` (a pushRef) or, with `'broadcast'`, to every tab.
   * Returns how many streams it was written to (0 when the tab is not connected).
   */
  send<T>(target: PushTarget, message: PushMessage<T>): number {
    const targets = target === BROADCAST ? [...this.connections.values()] : [this.connections.get(target)].filter((c) => c !== undefined);
    if (targets.length === 0) return 0;
    const json = JSON.stringify({ type: message.type, data: message.data });
    let sent = 0;
    for (const connection of targets) if (this.write(connection, 'data: ', json, '\n\n')) sent++;
    return sent;
  }

  /** Sends `message` to every tab of the given users. */
  sendToUsers<T>(userIds: readonly string[], message: PushMessage<T>): number {
    const wanted = new Set(userIds);
    let sent = 0;
    for (const connection of this.connections.values()) {
      if (wanted.has(connection.userId)) sent += this.send(connection.pushRef, message);
    }
    return sent;
  }

  /** Whether the tab `pushRef` has an open stream. */
  isConnected(pushRef: string): boolean {
    return this.connections.has(pushRef);
  }

  /** Number of open streams. */
  get size(): number {
    return this.connections.size;
  }

  /** Ends every stream (the server is closing). */
  closeAll(): void {
    for (const connection of [...this.connections.values()]) this.drop(connection);
  }

  /**
   * Writes `parts` as one frame. A run's node output can be megabytes of JSON: writing it
   * as its own chunk spares the copy that joining it with the frame's prefix would make.
   */
  private write(connection: Connection, ...parts: string[]): boolean {
    const { response } = connection;
    if (response.writableEnded || response.destroyed) {
      this.drop(connection);
      return false;
    }
    if (response.writableLength > MAX_BUFFERED_BYTES) {
      this.drop(connection);
      return false;
    }
    for (const part of parts) response.write(part);
    return true;
  }

  private drop(connection: Connection): void {
    if (connection.heartbeat !== undefined) clearInterval(connection.heartbeat);
    connection.heartbeat = undefined;
    if (this.connections.get(connection.pushRef) === connection) this.connections.delete(connection.pushRef);
    if (!connection.response.writableEnded) connection.response.end();
  }
}
