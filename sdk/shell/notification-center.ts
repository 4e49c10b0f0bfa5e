import { BehaviorSubject, type Observable } from 'rxjs';
import { ERROR_DETAILS_MAX_LENGTH } from '../settings/constants';
import type { INotificationService, IToast, ToastOptions } from '../plugin/services';

/** How long non-error toasts stay, in ms. */
export const DEFAULT_TOAST_DURATION = 4000;

function describeError(error: unknown): { message: string; details?: string } {
  if (error instanceof Error) {
    const extra = error as Error & { hint?: string; serverStackTrace?: string; description?: string };
    const details = extra.description ?? extra.serverStackTrace ?? error.stack;
    return { message: extra.hint ? `${error.message} ${extra.hint}` : error.message, ...(details ? { details } : {}) };
  }
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) };
  } catch {
    return { message: String(error) };
  }
}

/** Truncates error details at 500 characters. */
export function truncateDetails(text: string, max = ERROR_DETAILS_MAX_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * Toast state behind {@link INotificationService}. Timers live in the view
 * (so tests and screenshots are deterministic); an error toast has duration 0
 * and stays until the user closes it.
 */
export class NotificationCenter implements INotificationService {
  private readonly subject = new BehaviorSubject<readonly IToast[]>([]);
  private nextId = 1;

  /** Cached so React hooks get a stable reference. */
  get toasts$(): Observable<readonly IToast[]> {
    return (this._toastsObs ??= this.subject.asObservable());
  }
  private _toastsObs?: Observable<readonly IToast[]>;

  /** The toasts showing now, oldest first. */
  get toasts(): readonly IToast[] {
    return this.subject.value;
  }

  /**
   * Shows a toast and returns its id for `dismiss`. Error toasts always get duration 0; a toast
   * with a `key` replaces the earlier one with that key.
   */
  showMessage(options: ToastOptions): number {
    const id = this.nextId++;
    // An error toast stays until closed, whatever duration a caller asked for.
    const duration = options.type === 'error' ? 0 : (options.duration ?? DEFAULT_TOAST_DURATION);
    const details = options.details === undefined ? undefined : truncateDetails(options.details);
    const toast: IToast = { ...options, id, duration, ...(details === undefined ? {} : { details }) };
    const others = options.key === undefined ? this.subject.value : this.subject.value.filter((t) => t.key !== options.key);
    this.subject.next([...others, toast]);
    return id;
  }

  /**
   * Shows an error toast that stays until closed. The error's message (plus any server hint)
   * follows `message`; its description or stack goes into the details.
   */
  showError(error: unknown, title: string, message?: string): number {
    const { message: errorMessage, details } = describeError(error);
    const text = message ? `${message} ${errorMessage}` : errorMessage;
    return this.showMessage({ title, message: text, type: 'error', duration: 0, ...(details ? { details } : {}) });
  }

  /** Removes the toast; an unknown id is ignored. */
  dismiss(id: number): void {
    this.subject.next(this.subject.value.filter((t) => t.id !== id));
  }
}
