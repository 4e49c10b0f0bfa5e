import { merge } from 'rxjs';
import { isDefaultUser, type IUserResponse, type RouteContribution, type RouteGuardContribution } from '@sdk';
import type { AuthState, IAuthService } from './api';

/** Where a signed-in user goes when nothing better is known. */
export const HOME_PATH = '/workflows';
/** The sign-in screen. */
export const SIGNIN_PATH = '/signin';
/** Owner setup. */
export const SETUP_PATH = '/setup';
/** Signing out. */
export const SIGNOUT_PATH = '/signout';

/** The screens a visitor may see without an account (they use the `auth` layout). */
export const AUTH_PATHS: ReadonlySet<string> = new Set([
  SIGNIN_PATH,
  '/signup',
  SIGNOUT_PATH,
  SETUP_PATH,
  '/forgot-password',
  '/change-password',
]);

/** The facts a guard decision depends on. */
export interface GuardFacts {
  /** Who is signed in, and whether that is known yet. */
  readonly auth: AuthState;
  /** settings.userManagement.showSetupOnFirstLoad (false once setup is done or skipped); undefined while unknown. */
  readonly setupPending: boolean | undefined;
}

/** Splits a location into its path (no trailing slash) and its query string (without `?`). */
export function splitLocation(location: string): { path: string; search: string } {
  const withoutHash = location.split('#', 1)[0] ?? '';
  const q = withoutHash.indexOf('?');
  const rawPath = q === -1 ? withoutHash : withoutHash.slice(0, q);
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath || '/';
  return { path, search: q === -1 ? '' : withoutHash.slice(q + 1) };
}

/** The value of one query parameter of a location, or null. */
export function queryParam(location: string, name: string): string | null {
  return new URLSearchParams(splitLocation(location).search).get(name);
}

const ORIGIN = 'http://switchyard.invalid';

/**
 * Accepts a redirect target only when it is a path on this site: it starts
 * with one `/` (not `//` or `/\`, which browsers read as another host), has
 * no scheme or control characters, resolves to the same origin, and is not
 * an auth screen (landing on /signout after signing in would sign out again).
 *
 * @returns The normalised path plus query and hash, or null when it is refused.
 */
export function sanitizeRedirect(target: string | null | undefined): string | null {
  if (typeof target !== 'string' || target === '') return null;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const { path } = splitLocation(url.pathname);
  if (AUTH_PATHS.has(path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in location that comes back to `location` afterwards. */
export function signinLocation(location: string): string {
  const back = sanitizeRedirect(location);
  return back && back !== '/' ? `${SIGNIN_PATH}?redirect=${encodeURIComponent(back)}` : SIGNIN_PATH;
}

/** Where to go once signed in on `location` (a sign-in screen, maybe with `?redirect=`). */
export function afterSigninLocation(location: string): string {
  return sanitizeRedirect(queryParam(location, 'redirect')) ?? HOME_PATH;
}

function isRealUser(user: IUserResponse | null): user is IUserResponse {
  return user !== null && !isDefaultUser(user);
}

/**
 * The route guard's decision, a pure function of the facts:
 *
 * - while the user is loading (or could not be asked), every route renders;
 * - the default user is sent to owner setup from every non-auth route while setup is pending;
 * - a signed-in owner or member on an auth screen goes on (to `?redirect=` after signing in,
 *   else to workflows); sign-out stays reachable;
 * - with nobody signed in, every editor route (and an unknown one) goes to sign-in with a redirect
 *   back, and owner setup (already done, or there would be a default user) goes to sign-in.
 *
 * @returns The location to redirect to, or null to render the route.
 */
export function decideRedirect(facts: GuardFacts, location: string, route: RouteContribution | null): string | null {
  const { auth, setupPending } = facts;
  if (auth.status !== 'ready') return null;
  const { path } = splitLocation(location);
  const authScreen = AUTH_PATHS.has(path) && (route === null || route.layout === 'auth');
  const { user } = auth;

  if (user === null) {
    if (path === SETUP_PATH) return SIGNIN_PATH;
    return authScreen ? null : signinLocation(location);
  }
  if (isRealUser(user)) {
    if (!authScreen || path === SIGNOUT_PATH) return null;
    // After signing in, or setting up the owner, the user goes on to where they were headed.
    return path === SIGNIN_PATH || path === SETUP_PATH ? afterSigninLocation(location) : HOME_PATH;
  }
  // The default user (before owner setup).
  if (setupPending === true && !authScreen) return SETUP_PATH;
  return null;
}

/** The auth plugin's route guard, re-checked whenever the user or the setup state changes. */
export function createAuthGuard(auth: IAuthService): RouteGuardContribution {
  return {
    id: 'auth.session',
    order: 10,
    check: ({ location, route }) => decideRedirect({ auth: auth.state, setupPending: auth.setupPending }, location, route),
    changes$: merge(auth.state$, auth.setupPending$),
  };
}
