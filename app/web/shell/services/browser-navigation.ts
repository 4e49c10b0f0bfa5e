import { BehaviorSubject, type Observable } from 'rxjs';
import { navigate } from 'wouter/use-browser-location';
import type { INavigationService } from '@sdk';

/**
 * INavigationService over the History API, shared with wouter: wouter patches
 * pushState/replaceState to emit events, which we listen to as well, so a
 * <Link> click and a command's navigate() are the same kind of change.
 */
export class BrowserNavigation implements INavigationService {
  private readonly subject = new BehaviorSubject<string>(window.location.pathname + window.location.search);
  readonly location$: Observable<string> = this.subject.asObservable();

  constructor() {
    const update = () => {
      const next = window.location.pathname + window.location.search;
      if (next !== this.subject.value) this.subject.next(next);
    };
    for (const type of ['popstate', 'pushState', 'replaceState']) window.addEventListener(type, update);
  }

  get location(): string {
    return this.subject.value;
  }

  navigate(path: string, options: { replace?: boolean; state?: unknown } = {}): void {
    navigate(path, { replace: options.replace ?? false, state: options.state ?? null });
  }
}
