import { parse } from 'regexparam';
import type { RouteContribution } from '@sdk';

export interface RouteMatch {
  readonly route: RouteContribution;
  readonly params: Record<string, string | undefined>;
}

/** Static segments outrank parameters, so '/workflow/new' wins over '/workflow/:id'. */
function specificity(path: string): number[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? 1 : 2));
}

function compare(a: RouteContribution, b: RouteContribution): number {
  const sa = specificity(a.path);
  const sb = specificity(b.path);
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const d = (sb[i] ?? 0) - (sa[i] ?? 0);
    if (d !== 0) return d;
  }
  return sb.length - sa.length;
}

export function sortRoutes(routes: Iterable<RouteContribution>): RouteContribution[] {
  return [...routes].sort(compare);
}

/** A malformed escape ('/workflow/100%') stays as typed instead of throwing out of the router. */
function decodeParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function matchRoute(routes: readonly RouteContribution[], pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of routes) {
    const { pattern, keys } = parse(route.path);
    const m = pattern.exec(path);
    if (!m) continue;
    const params: Record<string, string | undefined> = {};
    keys.forEach((key, i) => {
      const raw = m[i + 1];
      params[key] = raw === undefined ? undefined : decodeParam(raw);
    });
    return { route, params };
  }
  return null;
}
