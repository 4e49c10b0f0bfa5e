import { createContext, useContext, useMemo, useRef, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import type { ExtensionPoint, Kernel, ServiceToken } from '@core';

/** Carries the kernel to every component; the shell provides it at the root. */
export const KernelContext = createContext<Kernel | null>(null);

/** The kernel of the editor this component is rendered in. */
export function useKernel(): Kernel {
  const kernel = useContext(KernelContext);
  if (!kernel) throw new Error('useKernel must be used inside <KernelContext.Provider>');
  return kernel;
}

/** Resolves a service by its token. */
export function useService<T>(token: ServiceToken<T>): T {
  return useKernel().services.get(token);
}

/**
 * Subscribes a component to an RxJS observable through useSyncExternalStore,
 * the architecture's one bridge from streams to React. The observable must be
 * a stable reference (services cache theirs).
 */
export function useObservable<T>(source$: Observable<T>, initial: T): T {
  // `initial` only seeds the store; a new source (not a new seed) resets it.
  const seed = useRef(initial);
  const store = useMemo(() => {
    let value = seed.current;
    return {
      subscribe(onChange: () => void) {
        const sub = source$.subscribe((next) => {
          value = next;
          onChange();
        });
        return () => sub.unsubscribe();
      },
      get: () => value,
    };
  }, [source$]);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The combined value of an extension point, live as plugins come and go. */
export function useExtension<T, R>(point: ExtensionPoint<T, R>): R {
  const kernel = useKernel();
  const source$ = useMemo(() => kernel.extensions.get$(point), [kernel, point]);
  return useObservable(source$, kernel.extensions.get(point));
}

/** Re-renders when context keys change and returns the evaluated clause. */
export function useWhen(clause: string | undefined): boolean {
  const kernel = useKernel();
  useObservable(kernel.contextKeys.changes$, 0);
  return kernel.contextKeys.evaluate(clause);
}
