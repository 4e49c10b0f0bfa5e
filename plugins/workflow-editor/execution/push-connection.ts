import { Subject, type Observable } from 'rxjs';
import type { IDisposable } from '@sdk';
import type { PushEvent } from './run-state';

/**
 * This editor tab's server-sent event stream (`GET /rest/push?pushRef=`).
 * Opened on first use and kept open; EventSource reconnects by itself after
 * the `retry:` the server sends.
 */
export class PushConnection implements IDisposable {
  private source: EventSource | null = null;
  private readonly subject = new Subject<PushEvent>();
  /** Every push message, parsed. */
  readonly messages$: Observable<PushEvent> = this.subject.asObservable();

  constructor(
    /** The tab's id, also sent as the push-ref header with the run request. */
    readonly pushRef: string,
    private readonly baseUrl = '/rest',
  ) {}

  /** Opens the stream unless it is open; a no-op where EventSource does not exist (Node tests). */
  connect(): void {
    if (this.source || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${this.baseUrl}/push?pushRef=${encodeURIComponent(this.pushRef)}`);
    source.onmessage = (event: MessageEvent<string>) => {
      try {
        const message = JSON.parse(event.data) as PushEvent;
        if (message && typeof message.type === 'string') this.subject.next(message);
      } catch {
        // A frame that is not JSON is not ours to handle.
      }
    };
    this.source = source;
  }

  /** Whether the stream is open (readyState OPEN). */
  get open(): boolean {
    return this.source?.readyState === 1;
  }

  /** Resolves once the stream is open, or after `timeoutMs` (events sent before that are lost). */
  waitOpen(timeoutMs = 3000): Promise<boolean> {
    this.connect();
    const source = this.source;
    if (!source) return Promise.resolve(false);
    if (source.readyState === 1) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (open: boolean) => {
        clearTimeout(timer);
        source.removeEventListener('open', onOpen);
        resolve(open);
      };
      const onOpen = () => done(true);
      const timer = setTimeout(() => done(source.readyState === 1), timeoutMs);
      source.addEventListener('open', onOpen);
    });
  }

  dispose(): void {
    this.source?.close();
    this.source = null;
    this.subject.complete();
  }
}
