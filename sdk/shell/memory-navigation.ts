import { BehaviorSubject, type Observable } from 'rxjs';
import type { INavigationService } from '../plugin/services';

/** Navigation without a browser, for plugin tests and server-side rendering of commands. */
export class MemoryNavigation implements INavigationService {
  private readonly subject: BehaviorSubject<string>;
  /** Every location visited, the initial one first; a `replace` navigation overwrites the last entry. */
  readonly history: string[] = [];

  constructor(initial = '/') {
    this.subject = new BehaviorSubject(initial);
    this.history.push(initial);
  }

  /** Cached so React hooks get a stable reference. */
  get location$(): Observable<string> {
    return (this._locationObs ??= this.subject.asObservable());
  }
  private _locationObs?: Observable<string>;

  /** The current location. */
  get location(): string {
    return this.subject.value;
  }

  /**
   * Moves to `path` and emits it on `location$`; with `replace` the current history entry is
   * overwritten instead of added to.
   */
  navigate(path: string, options: { replace?: boolean } = {}): void {
    if (options.replace) this.history[this.history.length - 1] = path;
    else this.history.push(path);
    this.subject.next(path);
  }
}
