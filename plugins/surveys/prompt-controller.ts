/**
 * Shows the prompts and surveys when `nextPrompt` says so: watches the settings, the
 * signed-in user, the route and the modal stack, and acts on each decision once per page load.
 * A product-API call that fails or times out simply shows nothing.
 */
import { combineLatest, of, type Observable } from 'rxjs';
import type { IDisposable, IFrontendSettings, IModalService, INotificationService, IUserResponse } from '@sdk';
import { SURVEY_MODALS, type IProductApi } from './api';
import { nextPrompt, type PromptKind } from './scheduler';

/** What the controller watches and uses. */
export interface PromptControllerDeps {
  readonly settings$: Observable<IFrontendSettings | null>;
  readonly user$: Observable<IUserResponse | null> | undefined;
  readonly location$: Observable<string>;
  readonly modals: IModalService;
  readonly notifications: INotificationService;
  readonly productApi: IProductApi;
  readonly now: () => Date;
}

/** Decides and opens; `dispose` stops watching. */
export class PromptController implements IDisposable {
  private readonly done = new Set<PromptKind>();
  private latest: { settings: IFrontendSettings | null; user: IUserResponse | null; location: string; modalOpen: boolean } | null = null;
  private readonly subscription;

  constructor(private readonly deps: PromptControllerDeps) {
    this.subscription = combineLatest([deps.settings$, deps.user$ ?? of(null), deps.location$, deps.modals.stack$]).subscribe(
      ([settings, user, location, stack]) => {
        this.latest = { settings, user, location, modalOpen: stack.length > 0 };
        this.check();
      },
    );
  }

  dispose(): void {
    this.subscription.unsubscribe();
  }

  /** Runs the decision on the latest state (again after an asynchronous step). */
  private check(): void {
    const latest = this.latest;
    if (!latest) return;
    const kind = nextPrompt({
      settings: latest.settings,
      user: latest.user,
      path: latest.location.split('?')[0] ?? '',
      done: this.done,
      modalOpen: latest.modalOpen,
      now: this.deps.now(),
    });
    if (kind === null) return;
    this.done.add(kind);
    this.show(kind);
  }

  private show(kind: PromptKind): void {
    const { modals, productApi, notifications } = this.deps;
    if (kind === 'personalization') return modals.open(SURVEY_MODALS.personalization);
    if (kind === 'userActivation') return modals.open(SURVEY_MODALS.userActivation);
    if (kind === 'productPrompts') {
      productApi.prompts().then(
        (prompts) => {
          if (prompts.showContactPrompt) modals.open(SURVEY_MODALS.contactPrompt, prompts);
          else if (prompts.showValueSurvey) modals.open(SURVEY_MODALS.valueSurvey, prompts);
          else this.check();
        },
        () => this.check(),
      );
      return;
    }
    productApi.nextOnboardingPrompt().then(
      (prompt) => {
        if (!prompt.title) return;
        notifications.showMessage({
          type: 'info',
          title: prompt.title,
          ...(prompt.description ? { message: prompt.description } : {}),
          duration: 0,
          key: 'onboarding-call',
          action: { label: 'Sign up for a call', run: () => modals.open(SURVEY_MODALS.onboardingCallSignup) },
        });
      },
      () => undefined,
    );
  }
}
