import {
  createRestClient,
  definePlugin,
  INavigationService,
  IRestApi,
  ISettingsService,
  isDefaultUser,
  SidebarItemsPoint,
  RouteGuardsPoint,
  type IDisposable,
} from '@sdk';
import { AUTH_COMMANDS, AUTH_VIEWS, IAuthService } from './api';
import { AuthService } from './auth-service';
import { AUTH_COMMAND_DESCRIPTORS } from './commands';
import { createAuthGuard, SETUP_PATH, SIGNOUT_PATH } from './guard';
import { sidebarEntriesFor, signOutDisabledReason } from './user-entries';
import { ChangePasswordView } from './views/ChangePasswordView';
import { ForgotMyPasswordView } from './views/ForgotMyPasswordView';
import { SAML_ONBOARDING_PATH, SamlOnboardingView } from './views/SamlOnboardingView';
import { OwnerSetupBanner } from './views/OwnerSetupBanner';
import { OwnerSetupOffer } from './views/OwnerSetupOffer';
import { SetupView } from './views/SetupView';
import { SigninView } from './views/SigninView';
import { SignoutView } from './views/SignoutView';
import { SignupView } from './views/SignupView';

/**
 * How long start-up waits for the first `GET /login`, so the first screen
 * already knows who is signed in (no flash of the editor before sign-in). If
 * the server takes longer, routes render and the guard re-checks when it answers.
 */
export const FIRST_LOAD_WAIT_MS = 2_000;

/**
 * Accounts: sign-in, sign-up by invitation, owner setup, password reset and
 * sign-out screens; the route guard that sends visitors to sign-in and the
 * default user to owner setup; the owner-setup banner; the sidebar user entry.
 */
export default definePlugin({
  id: 'switchyard.auth',
  title: 'Accounts',
  description: 'Sign-in, owner setup, invitations, password reset and the route guard.',
  optional: [IRestApi, ISettingsService],
  provides: [IAuthService],
  contributes: {
    commands: AUTH_COMMAND_DESCRIPTORS,
    routes: [
      { path: '/signin', view: 'SigninView', title: 'Sign in', layout: 'auth', component: SigninView },
      { path: '/signup', view: 'SignupView', title: 'Sign up', layout: 'auth', component: SignupView },
      { path: '/signout', view: 'SignoutView', title: 'Sign out', layout: 'auth', component: SignoutView },
      { path: '/setup', view: 'SetupView', title: 'Set up owner account', layout: 'auth', component: SetupView },
      { path: '/forgot-password', view: 'ForgotMyPasswordView', title: 'Forgot password', layout: 'auth', component: ForgotMyPasswordView },
      { path: '/change-password', view: 'ChangePasswordView', title: 'Change password', layout: 'auth', component: ChangePasswordView },
      { path: SAML_ONBOARDING_PATH, view: 'SamlOnboarding', title: 'Welcome', layout: 'auth', component: SamlOnboardingView },
    ],
    banners: [{ id: 'auth.ownerSetup', order: 10, component: OwnerSetupBanner }],
    views: [{ id: AUTH_VIEWS.ownerSetupOffer, component: OwnerSetupOffer }],
  },
  async activate(ctx) {
    const navigation = ctx.services.get(INavigationService);
    // The shell always provides IRestApi; a bare kernel (tests) gets a default client.
    const auth = new AuthService(ctx.services.getOptional(IRestApi) ?? createRestClient(), ctx.services.getOptional(ISettingsService));
    ctx.subscriptions.add(auth);
    ctx.provide(IAuthService, auth);
    ctx.extensions.contribute(RouteGuardsPoint, createAuthGuard(auth));

    ctx.commands.handle(AUTH_COMMANDS.signOut, {
      isEnabled: () => signOutDisabledReason(auth.currentUser) === null,
      disabledReason: () => signOutDisabledReason(auth.currentUser) ?? '',
      run: () => navigation.navigate(SIGNOUT_PATH),
    });
    ctx.commands.handle(AUTH_COMMANDS.setUpOwner, {
      isEnabled: () => isDefaultUser(auth.currentUser),
      disabledReason: () => (auth.currentUser ? 'The owner account is already set up' : 'Sign in first'),
      run: () => navigation.navigate(SETUP_PATH),
    });

    // The sidebar's user entries follow the signed-in user.
    let entries: IDisposable[] = [];
    const userSub = auth.user$.subscribe((user) => {
      for (const entry of entries) {
        entry.dispose();
        ctx.subscriptions.delete(entry);
      }
      entries = sidebarEntriesFor(user).map((item) => ctx.extensions.contribute(SidebarItemsPoint, item));
    });
    ctx.subscriptions.addFn(() => userSub.unsubscribe());

    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      auth.refresh().catch(() => null), // 'error' state: the guard lets routes render.
      new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_LOAD_WAIT_MS))),
    ]);
    clearTimeout(timer);
  },
});
