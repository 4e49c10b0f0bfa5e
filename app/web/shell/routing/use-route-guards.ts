import { useMemo } from 'react';
import { merge, map, startWith, scan } from 'rxjs';
import { RouteGuardsPoint, type RouteContribution } from '@sdk';
import { useExtension, useObservable } from '@sdk/react';

/**
 * Runs the contributed route guards for a location and returns the first
 * redirect, or null. Re-evaluates whenever a guard says its facts changed.
 */
export function useRouteGuards(location: string, route: RouteContribution | null): string | null {
  const guards = useExtension(RouteGuardsPoint);
  const version$ = useMemo(
    () =>
      merge(...guards.map((g) => g.changes$).filter((c) => c !== undefined)).pipe(
        map(() => 1),
        scan((n, one) => n + one, 0),
        startWith(0),
      ),
    [guards],
  );
  // The version only forces a re-render; the guards read their own state.
  useObservable(version$, 0);
  for (const guard of guards) {
    const redirect = guard.check({ location, route });
    if (redirect !== null && redirect !== location) return redirect;
  }
  return null;
}
