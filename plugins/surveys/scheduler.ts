/**
 * Which prompt or survey to show next, and when. One at a time, never on the sign-in and
 * set-up screens, each at most once per page load:
 * 1. the personalization survey, to a signed-in user who has not answered it (when enabled);
 * 2. the user-activation survey, once the server has set `showUserActivationSurvey` (after the
 *    user's first workflow ran in production) and a product API can take the answer;
 * 3. the product API's prompts: the contact prompt, else the value survey;
 * 4. the onboarding-call prompt (a toast), in the first 14 days of an account.
 * Steps 3 and 4 need the product API and wait until the personalization survey is answered.
 */
import { isDefaultUser, isPendingUser, type IFrontendSettings, type IUserResponse } from '@sdk';

/** What can be shown. */
export type PromptKind = 'personalization' | 'userActivation' | 'productPrompts' | 'onboardingCall';

/** Screens where nothing is shown: signing in, setting up, accepting an invitation. */
const QUIET_PATHS = ['/signin', '/signup', '/signout', '/setup', '/forgot-password', '/change-password'];

/** How long after an account is created the onboarding-call prompt may appear. */
export const ONBOARDING_PROMPT_DAYS = 14;

/** The inputs of the decision. */
export interface PromptState {
  readonly settings: IFrontendSettings | null;
  readonly user: IUserResponse | null;
  /** The path (no query) the user is on. */
  readonly path: string;
  /** What was already shown (or asked for) in this page load. */
  readonly done: ReadonlySet<PromptKind>;
  /** Whether a modal is open now (nothing is put on top of one). */
  readonly modalOpen: boolean;
  readonly now: Date;
}

function productApiOn(settings: IFrontendSettings): boolean {
  return settings.telemetry.enabled && (settings.productApi?.baseUrl ?? '') !== '';
}

function youngAccount(user: IUserResponse, now: Date): boolean {
  const created = Date.parse(user.createdAt ?? '');
  return Number.isFinite(created) && now.getTime() - created <= ONBOARDING_PROMPT_DAYS * 86_400_000;
}

/** The next prompt to show, or null. */
export function nextPrompt(state: PromptState): PromptKind | null {
  const { settings, user, done } = state;
  if (!settings || !user || isDefaultUser(user) || isPendingUser(user) || state.modalOpen) return null;
  if (QUIET_PATHS.some((quiet) => state.path === quiet || state.path.startsWith(`${quiet}/`))) return null;
  const unanswered = settings.personalizationSurveyEnabled && (user.personalizationAnswers ?? null) === null;
  if (unanswered) return done.has('personalization') ? null : 'personalization';
  if (!productApiOn(settings)) return null;
  if (user.settings?.showUserActivationSurvey === true && !done.has('userActivation')) return 'userActivation';
  if (!done.has('productPrompts')) return 'productPrompts';
  if (settings.onboardingCallPromptEnabled && !done.has('onboardingCall') && youngAccount(user, state.now)) return 'onboardingCall';
  return null;
}
