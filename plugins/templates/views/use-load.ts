import { useCallback, useEffect, useState } from 'react';

/** A value being fetched: loading, failed with a message, or there. */
export type Loaded<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; value: T };

/** Runs `load` when `key` changes (and on `reload`) while `enabled`, ignoring answers for an older key. */
export function useLoad<T>(load: () => Promise<T>, key: string, enabled = true): { loaded: Loaded<T>; reload: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setLoaded({ state: 'loading' });
    if (!enabled) return;
    let live = true;
    load().then(
      (value) => live && setLoaded({ state: 'ready', value }),
      (e: unknown) => live && setLoaded({ state: 'error', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
    // `key` names what `load` fetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, enabled]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { loaded, reload };
}
