/**
 * The collaboration WebSocket of one workflow, reconnecting after it drops (1 s, then up to 5 s
 * apart) and while the browser says it is offline, waiting for it to be online again. Messages
 * are JSON both ways; what they mean is the service's business.
 */

/** What the socket reports. */
export interface SessionSocketHandlers {
  /** The socket is open: say hello. */
  onOpen(): void;
  onMessage(message: { t: string } & Record<string, unknown>): void;
  /** The socket closed; it reconnects by itself unless closed on purpose. */
  onDrop(): void;
}

const RETRY_MS = [1_000, 2_000, 5_000];

/** A reconnecting socket to `url`. */
export class SessionSocket {
  private socket: WebSocket | null = null;
  private attempts = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private readonly onOffline = () => this.socket?.close();
  private readonly onOnline = () => this.reconnectNow();

  constructor(
    private readonly url: string,
    private readonly handlers: SessionSocketHandlers,
  ) {
    window.addEventListener('offline', this.onOffline);
    window.addEventListener('online', this.onOnline);
    this.connect();
  }

  /** Whether messages can be sent now. */
  get open(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** Sends a message; false when the socket is not open (the caller keeps what it needs). */
  send(message: object): boolean {
    if (!this.open) return false;
    this.socket?.send(JSON.stringify(message));
    return true;
  }

  private connect(): void {
    if (this.closed || !navigator.onLine || typeof WebSocket === 'undefined') return;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.handlers.onOpen();
    };
    socket.onmessage = (event) => {
      try {
        this.handlers.onMessage(JSON.parse(String(event.data)) as { t: string } & Record<string, unknown>);
      } catch (error) {
        console.error('collaboration message failed', error);
      }
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.closed) return;
      this.handlers.onDrop();
      const wait = RETRY_MS[Math.min(this.attempts++, RETRY_MS.length - 1)] as number;
      this.retry = setTimeout(() => this.connect(), wait);
    };
  }

  private reconnectNow(): void {
    if (this.closed || this.socket !== null) return;
    if (this.retry !== undefined) clearTimeout(this.retry);
    this.connect();
  }

  /** Closes for good. */
  close(): void {
    this.closed = true;
    if (this.retry !== undefined) clearTimeout(this.retry);
    window.removeEventListener('offline', this.onOffline);
    window.removeEventListener('online', this.onOnline);
    this.socket?.close();
    this.socket = null;
  }
}
