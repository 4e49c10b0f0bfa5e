import { BehaviorSubject, type Observable } from 'rxjs';
import type { ConfirmOptions, IConfirmService } from '../plugin/services';

/** A confirm request waiting for the user's answer. */
export interface PendingConfirm {
  /** Unique per queue, for React keys. */
  readonly id: number;
  /** The question. */
  readonly message: string;
  /** Dialog title; `Are you sure?` unless the caller gave one. */
  readonly title: string;
  /** Label of the confirm button; `OK` by default. */
  readonly confirmButtonText: string;
  /** Label of the cancel button; `Cancel` by default. */
  readonly cancelButtonText: string;
  /** Style the confirm button as destructive. */
  readonly danger: boolean;
  /** Answers the request (true to confirm), removing it from the queue and settling the caller's promise. */
  resolve(answer: boolean): void;
}

/**
 * Confirm dialogs as a queue the shell renders one at a time. Labels default
 * to OK and Cancel; the promise resolves true on confirm and false on cancel.
 */
export class ConfirmQueue implements IConfirmService {
  private readonly subject = new BehaviorSubject<readonly PendingConfirm[]>([]);
  private nextId = 1;

  /** Cached so React hooks get a stable reference. */
  get pending$(): Observable<readonly PendingConfirm[]> {
    return (this._pendingObs ??= this.subject.asObservable());
  }
  private _pendingObs?: Observable<readonly PendingConfirm[]>;

  /** Requests waiting for an answer, oldest first; the shell shows the first. */
  get pending(): readonly PendingConfirm[] {
    return this.subject.value;
  }

  /** Queues a confirm dialog; resolves with the user's answer once the shell calls `resolve`. */
  confirm(message: string, options: ConfirmOptions = {}): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const id = this.nextId++;
      const entry: PendingConfirm = {
        id,
        message,
        title: options.title ?? 'Are you sure?',
        confirmButtonText: options.confirmButtonText ?? 'OK',
        cancelButtonText: options.cancelButtonText ?? 'Cancel',
        danger: options.danger ?? false,
        resolve: (answer) => {
          this.subject.next(this.subject.value.filter((p) => p.id !== id));
          resolve(answer);
        },
      };
      this.subject.next([...this.subject.value, entry]);
    });
  }
}
