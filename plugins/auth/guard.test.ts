import { describe, expect, it } from 'vitest';
import type { IUserResponse, RouteContribution } from '@sdk';
import type { AuthState } from './api';
import { afterSigninLocation, decideRedirect, sanitizeRedirect, signinLocation, splitLocation } from './guard';
import { DEFAULT_USER, MEMBER, OWNER } from './test-support';

const View = () => null;
const editorRoute = (path: string): RouteContribution => ({ path, view: 'X', title: 'X', component: View });
const authRoute = (path: string): RouteContribution => ({ path, view: 'X', title: 'X', component: View, layout: 'auth' });
const ready = (user: IUserResponse | null): AuthState => ({ status: 'ready', user });

/** The guard's answer for a location, with the route the shell would have matched. */
function decide(auth: AuthState, location: string, setupPending: boolean | undefined = false): string | null {
  const path = splitLocation(location).path;
  const route = ['/signin', '/signup', '/signout', '/setup', '/forgot-password', '/change-password'].includes(path)
    ? authRoute(path)
    : path === '/nowhere'
      ? null
      : editorRoute(path);
  return decideRedirect({ auth, setupPending }, location, route);
}

describe('auth route guard', () => {
  describe('while the user is loading', () => {
    it.each(['/workflows', '/workflow/new', '/signin', '/setup', '/settings/personal'])('lets %s render', (location) => {
      expect(decide({ status: 'loading', user: null }, location, true)).toBeNull();
    });
    it('lets routes render when the server could not be asked (error state)', () => {
      expect(decide({ status: 'error', user: null }, '/workflows')).toBeNull();
    });
  });

  describe('the default user with setup pending', () => {
    it.each(['/workflows', '/workflow/abc?x=1', '/credentials', '/settings/users', '/nowhere'])('goes from %s to /setup', (location) => {
      expect(decide(ready(DEFAULT_USER), location, true)).toBe('/setup');
    });
    it.each(['/setup', '/signin', '/signup?inviterId=a&inviteeId=b', '/forgot-password', '/change-password?token=t', '/signout'])(
      'may see the auth screen %s',
      (location) => expect(decide(ready(DEFAULT_USER), location, true)).toBeNull(),
    );
    it('is not redirected while the settings are still loading', () => {
      expect(decide(ready(DEFAULT_USER), '/workflows', undefined)).toBeNull();
    });
    it('treats a pending owner-role user as the default user', () => {
      const pendingOwner: IUserResponse = { id: 'p', isPending: true, globalRole: { name: 'owner' } };
      expect(decide(ready(pendingOwner), '/workflows', true)).toBe('/setup');
    });
  });

  describe('the default user after setup was skipped', () => {
    it.each(['/workflows', '/workflow/new', '/credentials', '/settings/personal'])('uses the editor at %s', (location) => {
      expect(decide(ready(DEFAULT_USER), location, false)).toBeNull();
    });
    it('can still open owner setup (from the banner)', () => {
      expect(decide(ready(DEFAULT_USER), '/setup', false)).toBeNull();
    });
  });

  describe('a signed-in owner or member', () => {
    it.each([OWNER, MEMBER])('uses editor routes', (user) => {
      expect(decide(ready(user), '/workflows')).toBeNull();
      expect(decide(ready(user), '/workflow/abc/executions')).toBeNull();
      expect(decide(ready(user), '/nowhere')).toBeNull();
    });
    it.each(['/setup', '/signup?inviterId=a&inviteeId=b', '/forgot-password', '/change-password?token=t'])(
      'is sent from the auth screen %s to the workflows',
      (location) => expect(decide(ready(OWNER), location)).toBe('/workflows'),
    );
    it('is sent from sign-in to the redirect target, or to the workflows', () => {
      expect(decide(ready(OWNER), '/signin')).toBe('/workflows');
      expect(decide(ready(OWNER), '/signin?redirect=%2Fworkflow%2Fabc%3Fx%3D1')).toBe('/workflow/abc?x=1');
      expect(decide(ready(OWNER), '/signin?redirect=https%3A%2F%2Fevil.example')).toBe('/workflows');
    });
    it('can reach /signout', () => {
      expect(decide(ready(MEMBER), '/signout')).toBeNull();
    });
    it('is never sent to setup, even with a stale setup flag', () => {
      expect(decide(ready(OWNER), '/workflows', true)).toBeNull();
    });
  });

  describe('nobody signed in (after owner setup)', () => {
    it.each([
      ['/workflows', '/signin?redirect=%2Fworkflows'],
      ['/workflow/abc?tab=1', '/signin?redirect=%2Fworkflow%2Fabc%3Ftab%3D1'],
      ['/credentials', '/signin?redirect=%2Fcredentials'],
      ['/settings/personal', '/signin?redirect=%2Fsettings%2Fpersonal'],
      ['/nowhere', '/signin?redirect=%2Fnowhere'],
      ['/', '/signin'],
    ])('sends %s to %s', (location, target) => {
      expect(decide(ready(null), location)).toBe(target);
    });
    it.each([
      '/signin',
      '/signin?redirect=%2Fworkflows',
      '/signup?inviterId=a&inviteeId=b',
      '/forgot-password',
      '/change-password?token=t',
      '/signout',
    ])('lets the auth screen %s render', (location) => expect(decide(ready(null), location)).toBeNull());
    it('sends owner setup (already done) to sign-in', () => {
      expect(decide(ready(null), '/setup')).toBe('/signin');
    });
    it('does not mistake an editor route for an auth screen by path alone', () => {
      expect(decideRedirect({ auth: ready(null), setupPending: false }, '/signin', editorRoute('/signin'))).toBe('/signin');
    });
  });
});

describe('redirect sanitising', () => {
  it.each([
    ['/workflows', '/workflows'],
    ['/workflow/abc?x=1&y=2', '/workflow/abc?x=1&y=2'],
    ['/workflow/abc#node', '/workflow/abc#node'],
    ['/templates/../credentials', '/credentials'],
  ])('accepts the same-origin path %s', (input, output) => {
    expect(sanitizeRedirect(input)).toBe(output);
  });

  it.each([
    null,
    undefined,
    '',
    'workflows',
    'https://evil.example/workflows',
    '//evil.example/workflows',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/%0d%0a'.replace('%0d%0a', '\r\n'),
    '/work\tflows',
    '/signin',
    '/signout?x=1',
    '/setup',
  ])('refuses %j', (input) => {
    expect(sanitizeRedirect(input)).toBeNull();
  });

  it('builds sign-in locations that come back, and reads them', () => {
    const signin = signinLocation('/workflow/abc?x=1');
    expect(signin).toBe('/signin?redirect=%2Fworkflow%2Fabc%3Fx%3D1');
    expect(afterSigninLocation(signin)).toBe('/workflow/abc?x=1');
    expect(afterSigninLocation('/signin')).toBe('/workflows');
    expect(afterSigninLocation('/signin?redirect=%2F%2Fevil.example')).toBe('/workflows');
    expect(afterSigninLocation('/signin?redirect=%2Fsignout')).toBe('/workflows');
  });

  it('splits locations into path and query', () => {
    expect(splitLocation('/workflow/abc/?x=1#h')).toEqual({ path: '/workflow/abc', search: 'x=1' });
    expect(splitLocation('/')).toEqual({ path: '/', search: '' });
    expect(splitLocation('')).toEqual({ path: '/', search: '' });
  });
});
