// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { PASSWORD_RULE_MESSAGES, SSO_ERROR_MESSAGES, type IFrontendSettings, type IUserResponse, type ViewProps } from '@sdk';
import { KernelContext } from '@sdk/react';
import { createTestHost, type TestHost } from '@sdk/testing';
import auth from '../index';
import { DEFAULT_USER, FakeRest, MEMBER, OWNER, fail, restPlugin, umSettings } from '../test-support';
import { ChangePasswordView } from './ChangePasswordView';
import { ForgotMyPasswordView } from './ForgotMyPasswordView';
import { OWNER_SETUP_MESSAGE, OwnerSetupBanner } from './OwnerSetupBanner';
import { SamlOnboardingView } from './SamlOnboardingView';
import { SetupView, describeMovedItems, validateOwnerForm } from './SetupView';
import { SigninView } from './SigninView';
import { SignoutView } from './SignoutView';
import { SignupView } from './SignupView';

let host: TestHost | undefined;
let container: HTMLElement | undefined;
let user: UserEvent;

afterEach(() => {
  unmount();
});

/** Unmounts the view, then disposes the kernel its effects used. */
function unmount() {
  cleanup();
  host?.dispose();
  host = undefined;
  container = undefined;
}

async function mount(
  View: ComponentType<ViewProps> | ComponentType,
  rest: FakeRest,
  options: { location?: string; settings?: Partial<IFrontendSettings> } = {},
) {
  if (!rest.handlers.has('GET /login')) rest.on('GET /login', () => fail(401, 'Unauthorized'));
  host = await createTestHost({ plugins: [auth, restPlugin(rest)], ...options });
  user = userEvent.setup();
  container = render(
    createElement(KernelContext.Provider, { value: host.kernel }, createElement(View as ComponentType<ViewProps>, { params: {} })),
  ).container;
  await settle();
  return host;
}

/** Lets pending promises (fake REST answers) and their re-renders finish. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => await Promise.resolve());
}

function el(): HTMLElement {
  if (!container) throw new Error('nothing rendered');
  return container;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const link = (name: string) => screen.getByRole('link', { name });
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent?.trim());
const heading = () => screen.queryByRole('heading', { level: 1 })?.textContent;
const rules = () => within(screen.getByRole('list', { name: 'Password requirements' })).getAllByRole('listitem');

/** Replaces what the field holds, typing it key by key. */
async function type(input: HTMLInputElement, value: string) {
  await user.clear(input);
  if (value !== '') await user.type(input, value);
}

async function submit(name: string) {
  await user.click(button(name));
  await settle();
}

describe('SigninView', () => {
  it('has a labelled e-mail and password field, a Sign in button and a Forgot my password link', async () => {
    await mount(SigninView, new FakeRest());
    expect(heading()).toBe('Sign in');
    expect(field('E-mail').type).toBe('email');
    expect(field('Password').type).toBe('password');
    expect(button('Sign in').type).toBe('submit');
    expect(link('Forgot my password').getAttribute('href')).toBe('/forgot-password');
  });

  it('checks the fields first, announces the problem and focuses the first invalid field', async () => {
    const rest = new FakeRest();
    await mount(SigninView, rest);
    await submit('Sign in');
    expect(alerts()).toEqual(['Enter your e-mail address.', 'Enter your password.']);
    expect(document.activeElement).toBe(field('E-mail'));
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');

    await type(field('E-mail'), 'ada@example');
    await type(field('Password'), 'x');
    await submit('Sign in');
    expect(alerts()).toEqual(['Enter a valid e-mail address, like name@example.com.']);
    expect(field('E-mail').getAttribute('aria-describedby')).toBe('signin-email-error');

    await type(field('E-mail'), 'ada@example.com');
    await type(field('Password'), '');
    await submit('Sign in');
    expect(document.activeElement).toBe(field('Password'));
    expect(rest.callsTo('POST /login')).toHaveLength(0);
  });

  it.each([
    [401, 'Wrong username or password. Do you have caps lock on?'],
    [429, 'Too many login attempts. Please try again in a few minutes.'],
  ])('shows the server message of a %i in an alert', async (status, message) => {
    const rest = new FakeRest().on('POST /login', () => fail(status, message));
    await mount(SigninView, rest, { location: '/signin' });
    await type(field('E-mail'), 'ada@example.com');
    await type(field('Password'), 'nope');
    await submit('Sign in');
    expect(alerts()).toEqual([message]);
    expect(document.activeElement).toBe(field('Password'));
    expect(button('Sign in').getAttribute('aria-busy')).toBeNull();
  });

  it('shows a busy button while signing in, then goes to the redirect target', async () => {
    let answer: (user: unknown) => void = () => undefined;
    const rest = new FakeRest().on('POST /login', () => new Promise((resolve) => (answer = resolve)));
    const h = await mount(SigninView, rest, { location: '/signin?redirect=%2Fworkflow%2Fabc%3Fx%3D1' });
    await type(field('E-mail'), 'ada@example.com');
    await type(field('Password'), 'Secret123');
    await submit('Sign in');
    expect(button('Sign in').getAttribute('aria-busy')).toBe('true');
    await submit('Sign in'); // ignored while busy
    expect(rest.callsTo('POST /login')).toHaveLength(1);
    await act(async () => answer(OWNER));
    await settle();
    expect(h.navigation.location).toBe('/workflow/abc?x=1');
  });

  it('refuses a redirect to another site and lands on the workflows', async () => {
    const rest = new FakeRest().on('POST /login', () => OWNER);
    const h = await mount(SigninView, rest, { location: '/signin?redirect=https%3A%2F%2Fevil.example' });
    await type(field('E-mail'), 'ada@example.com');
    await type(field('Password'), 'Secret123');
    await submit('Sign in');
    expect(h.navigation.location).toBe('/workflows');
  });
});
describe('SigninView with SAML sign-in', () => {
  const samlOn: Partial<IFrontendSettings> = {
    userManagement: { enabled: true, showSetupOnFirstLoad: false, smtpSetup: false, authenticationMethod: 'saml' },
    sso: { saml: { loginEnabled: true, loginLabel: '' }, ldap: { loginEnabled: false, loginLabel: '' } },
  };

  it('offers Sign in with SSO beside the e-mail form (the owner keeps it)', async () => {
    await mount(SigninView, new FakeRest(), { settings: samlOn });
    expect(button('Sign in with SSO')).toBeTruthy();
    expect(field('E-mail')).toBeTruthy();
  });

  it('has no SSO button while SAML sign-in is off', async () => {
    await mount(SigninView, new FakeRest(), { settings: umSettings(false) });
    expect(screen.queryByRole('button', { name: 'Sign in with SSO' })).toBeNull();
  });

  it('shows why an SSO sign-in was refused, from the code the server sent back', async () => {
    await mount(SigninView, new FakeRest(), { settings: samlOn, location: '/signin?ssoError=replayed' });
    expect(alerts()).toEqual([SSO_ERROR_MESSAGES.replayed]);
  });

  it('shows nothing for a code it does not know (no words of a stranger on the page)', async () => {
    await mount(SigninView, new FakeRest(), { settings: samlOn, location: '/signin?ssoError=You%20were%20hacked' });
    expect(alerts()).toEqual([]);
  });
});

describe('SamlOnboardingView', () => {
  const nameless: IUserResponse = { ...MEMBER, email: 'new@corp.example', firstName: '', lastName: '' };

  it('asks a first SSO user for the names the identity provider did not send, saves them and goes on', async () => {
    let current = nameless;
    const rest = new FakeRest()
      .on('GET /login', () => current)
      .on('PATCH /me', (options) => {
        current = { ...current, ...(options?.body as Partial<IUserResponse>) };
        return current;
      });
    const h = await mount(SamlOnboardingView, rest, { location: '/saml/onboarding' });
    expect(heading()).toBe('Welcome to Switchyard');
    await submit('Continue');
    expect(alerts()).toEqual(['Enter your first name.', 'Enter your last name.']);
    expect(rest.callsTo('PATCH /me')).toHaveLength(0);
    await type(field('First name'), 'Nia');
    await type(field('Last name'), 'Newcomer');
    await submit('Continue');
    expect(rest.callsTo('PATCH /me')[0]?.options?.body).toEqual({ email: 'new@corp.example', firstName: 'Nia', lastName: 'Newcomer' });
    expect(h.navigation.location).toBe('/workflows');
  });
});

describe('SetupView', () => {
  const setupRest = () =>
    new FakeRest().on('GET /login', () => DEFAULT_USER).on('GET /owner/pre-setup', () => ({ credentials: 0, workflows: 0 }));

  it('validates every field on Next, lists the password policy, and focuses the first invalid field', async () => {
    const rest = setupRest();
    await mount(SetupView, rest, { settings: umSettings(true) });
    expect(heading()).toBe('Set up owner account');
    await type(field('E-mail'), 'not-an-email');
    await type(field('Password'), 'short');
    await submit('Next');
    expect(alerts()).toEqual([
      'Enter a valid e-mail address, like name@example.com.',
      'Enter your first name.',
      'Enter your last name.',
      '3 password requirements are not met.',
    ]);
    expect(document.activeElement).toBe(field('E-mail'));
    expect(rules().map((r) => r.querySelector('span')?.textContent)).toEqual(Object.values(PASSWORD_RULE_MESSAGES));
    expect(rules().every((r) => r.classList.contains('auth-rules__rule--unmet'))).toBe(true);
    expect(field('Password').getAttribute('aria-describedby')).toBe('setup-password-error setup-password-rules');
    expect(rest.callsTo('POST /owner/setup')).toHaveLength(0);

    // Each message goes as soon as its field is fixed; the others stay until the next submit.
    await type(field('First name'), 'Ada');
    await type(field('Password'), 'longenough');
    expect(alerts()).toEqual([
      'Enter a valid e-mail address, like name@example.com.',
      'Enter your last name.',
      '2 password requirements are not met.',
    ]);
  });

  it('ticks the password rules live as the user types', async () => {
    await mount(SetupView, setupRest());
    await type(field('Password'), 'longenough');
    const state = () => rules().map((r) => r.className.replace('auth-rules__rule auth-rules__rule--', ''));
    expect(state()).toEqual(['met', 'pending', 'pending']);
    await type(field('Password'), 'Longenough1');
    expect(state()).toEqual(['met', 'met', 'met']);
  });

  it('sets up the owner and goes to the workflows', async () => {
    const rest = setupRest().on('POST /owner/setup', () => OWNER);
    const h = await mount(SetupView, rest, { settings: umSettings(true) });
    await type(field('E-mail'), 'ada@example.com');
    await type(field('First name'), 'Ada');
    await type(field('Last name'), 'Lovelace');
    await type(field('Password'), 'Secret123');
    await submit('Next');
    expect(rest.callsTo('POST /owner/setup')).toHaveLength(1);
    expect(h.navigation.location).toBe('/workflows');
  });

  it('shows a server refusal (e.g. already set up) in an alert', async () => {
    const rest = setupRest().on('POST /owner/setup', () => fail(400, 'Instance owner already setup'));
    await mount(SetupView, rest);
    await type(field('E-mail'), 'ada@example.com');
    await type(field('First name'), 'Ada');
    await type(field('Last name'), 'Lovelace');
    await type(field('Password'), 'Secret123');
    await submit('Next');
    expect(alerts()).toEqual(['Instance owner already setup']);
  });

  it('skips setup for now and goes to the workflows', async () => {
    const rest = setupRest().on('POST /owner/skip-setup', () => ({ success: true }));
    const h = await mount(SetupView, rest, { settings: umSettings(true) });
    await submit('Skip setup for now');
    expect(rest.callsTo('POST /owner/skip-setup')).toHaveLength(1);
    expect(h.navigation.location).toBe('/workflows');
  });

  it('says what moves to the owner', async () => {
    expect(describeMovedItems({ workflows: 3, credentials: 1 })).toBe('3 workflows and 1 credential');
    expect(describeMovedItems({ workflows: 0, credentials: 0 })).toBeNull();
    const rest = new FakeRest().on('GET /login', () => DEFAULT_USER).on('GET /owner/pre-setup', () => ({ credentials: 2, workflows: 1 }));
    await mount(SetupView, rest);
    expect(screen.getByRole('note').textContent).toBe('Your 1 workflow and 2 credentials will move to the owner account.');
  });

  it('accepts a complete form', () => {
    expect(validateOwnerForm({ email: 'ada@example.com', firstName: 'Ada', lastName: 'L', password: 'Secret123' })).toEqual({
      email: null,
      firstName: null,
      lastName: null,
      password: null,
    });
  });
});

describe('SignupView', () => {
  it('resolves the invitation first, names the inviter, then creates the account', async () => {
    const rest = new FakeRest()
      .on('GET /resolve-signup-token', () => ({ inviter: { firstName: 'Ada', lastName: 'Lovelace' } }))
      .on('POST /users/u-member', () => ({ ...OWNER, id: 'u-member', globalRole: { name: 'member' } }));
    const h = await mount(SignupView, rest, { location: '/signup?inviterId=u-owner&inviteeId=u-member&token=tk' });
    expect(el().textContent).toContain('Ada Lovelace has invited you');
    await submit('Create account');
    expect(alerts()).toEqual(['Enter your first name.', 'Enter your last name.', 'Choose a password.']);
    expect(document.activeElement).toBe(field('First name'));
    await type(field('First name'), 'Grace');
    await type(field('Last name'), 'Hopper');
    await type(field('Password'), 'Secret123');
    expect(alerts()).toEqual([]);
    await submit('Create account');
    expect(rest.callsTo('GET /resolve-signup-token')[0]?.options?.query).toEqual({
      inviterId: 'u-owner',
      inviteeId: 'u-member',
      token: 'tk',
    });
    expect(rest.callsTo('POST /users/u-member')[0]?.options?.body).toEqual({
      inviterId: 'u-owner',
      token: 'tk',
      firstName: 'Grace',
      lastName: 'Hopper',
      password: 'Secret123',
    });
    expect(h.navigation.location).toBe('/workflows');
  });

  it('explains an invalid or incomplete invitation', async () => {
    const rest = new FakeRest().on('GET /resolve-signup-token', () => fail(400, 'Invalid invite URL'));
    await mount(SignupView, rest, { location: '/signup?inviterId=a&inviteeId=b&token=t' });
    expect(heading()).toBe('This invitation cannot be used');
    expect(alerts()).toEqual(['Invalid invite URL']);
    unmount();
    await mount(SignupView, new FakeRest(), { location: '/signup' });
    expect(alerts()).toEqual(['The invitation link is incomplete. Open the link from your invitation e-mail again.']);
    // A link without its token (as before tokens) is incomplete too: nothing is asked of the server.
    unmount();
    const untokened = new FakeRest();
    await mount(SignupView, untokened, { location: '/signup?inviterId=a&inviteeId=b' });
    expect(alerts()).toEqual(['The invitation link is incomplete. Open the link from your invitation e-mail again.']);
    expect(untokened.callsTo('GET /resolve-signup-token')).toEqual([]);
  });
});

describe('ForgotMyPasswordView', () => {
  it('always confirms without saying whether the address has an account', async () => {
    const rest = new FakeRest().on('POST /forgot-password', () => ({}));
    await mount(ForgotMyPasswordView, rest, { settings: umSettings(false, true) });
    await submit('Send reset link');
    expect(alerts()).toEqual(['Enter your e-mail address.']);
    await type(field('E-mail'), 'nobody@example.com');
    await submit('Send reset link');
    expect(heading()).toBe('Check your inbox');
    expect(screen.getByRole('status').textContent).toBe('If nobody@example.com is registered, we sent a link to reset the password.');
    expect(link('Back to sign in').getAttribute('href')).toBe('/signin');
  });
});

describe('ChangePasswordView', () => {
  it('explains an invalid or expired link and offers a new one', async () => {
    const rest = new FakeRest().on('GET /resolve-password-token', () => fail(404, 'Invalid token'));
    await mount(ChangePasswordView, rest, { location: '/change-password?token=bad' });
    expect(heading()).toBe('This reset link does not work');
    expect(alerts()).toEqual(['The link to reset your password is invalid or has expired.']);
    expect(link('Request a new link').getAttribute('href')).toBe('/forgot-password');
  });

  it('needs the two passwords to match, then changes it and goes to sign-in', async () => {
    const rest = new FakeRest().on('GET /resolve-password-token', () => ({})).on('POST /change-password', () => ({}));
    const h = await mount(ChangePasswordView, rest, { location: '/change-password?token=tok' });
    await type(field('New password'), 'Secret123');
    await type(field('Repeat new password'), 'Secret124');
    await submit('Change password');
    expect(alerts()).toEqual(['The passwords do not match.']);
    expect(document.activeElement).toBe(field('Repeat new password'));
    await type(field('Repeat new password'), 'Secret123');
    await submit('Change password');
    expect(rest.callsTo('POST /change-password')[0]?.options?.body).toEqual({ token: 'tok', password: 'Secret123' });
    expect(h.navigation.location).toBe('/signin');
    expect(h.notifications.toasts.map((t) => t.title)).toEqual(['Password changed']);
  });
});

describe('SignoutView', () => {
  it('signs out and goes to sign-in', async () => {
    const rest = new FakeRest().on('GET /login', () => OWNER).on('POST /logout', () => ({ loggedOut: true }));
    const h = await mount(SignoutView, rest, { location: '/signout' });
    expect(rest.callsTo('POST /logout').length).toBeGreaterThan(0);
    expect(h.navigation.location).toBe('/signin');
  });
});

describe('OwnerSetupBanner', () => {
  it('warns the default user, with a way to set up', async () => {
    await mount(
      OwnerSetupBanner,
      new FakeRest().on('GET /login', () => DEFAULT_USER),
    );
    expect(el().textContent).toContain(OWNER_SETUP_MESSAGE);
    expect(link('Set up').getAttribute('href')).toBe('/setup');
  });

  it('is not shown to anyone else', async () => {
    await mount(
      OwnerSetupBanner,
      new FakeRest().on('GET /login', () => OWNER),
    );
    expect(el().textContent).toBe('');
  });
});
