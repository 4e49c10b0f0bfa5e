import { of } from 'rxjs';
import { definePlugin, IModalService, INavigationService, INotificationService, ISettingsService } from '@sdk';
import { IAuthService } from '@plugins/auth/api';
import { IProductApi, SURVEY_COMMANDS, SURVEY_MODALS } from './api';
import { ProductApi } from './product-api';
import { PromptController } from './prompt-controller';
import { ContactPromptModal } from './views/ContactPromptModal';
import { OnboardingCallSignupModal } from './views/OnboardingCallSignupModal';
import { PersonalizationSurveyModal } from './views/PersonalizationSurveyModal';
import { UserActivationSurveyModal } from './views/UserActivationSurveyModal';
import { ValueSurveyModal } from './views/ValueSurveyModal';
import './views/surveys.css';

const NO_SETTINGS: Pick<ISettingsService, 'settings' | 'settings$'> = { settings: null, settings$: of(null) };

/**
 * The prompts and surveys: the personalization survey, the user-activation survey, and, with
 * a product API configured, the value survey, the contact prompt and the onboarding-call
 * prompt. `PromptController` decides what to show and when (see scheduler.ts).
 */
export default definePlugin({
  id: 'switchyard.surveys',
  title: 'Surveys and prompts',
  description: 'The personalization and activation surveys, the value survey and the product prompts.',
  optional: [IAuthService],
  provides: [IProductApi],
  contributes: {
    commands: [
      {
        id: SURVEY_COMMANDS.personalize,
        title: 'Answer the personalization survey',
        category: 'Account',
        keywords: ['survey', 'personalize', 'about me'],
      },
    ],
    modals: [
      {
        key: SURVEY_MODALS.personalization,
        title: 'Customize Switchyard to you',
        component: PersonalizationSurveyModal,
        width: '640px',
        closeOnBackdrop: false,
      },
      {
        key: SURVEY_MODALS.userActivation,
        title: 'Congratulations!',
        component: UserActivationSurveyModal,
        width: '520px',
        closeOnBackdrop: false,
      },
      { key: SURVEY_MODALS.valueSurvey, title: 'Tell us how we are doing', component: ValueSurveyModal, width: '560px' },
      { key: SURVEY_MODALS.contactPrompt, title: 'Stay in touch', component: ContactPromptModal, width: '480px' },
      { key: SURVEY_MODALS.onboardingCallSignup, title: 'Onboarding call', component: OnboardingCallSignupModal, width: '480px' },
    ],
  },
  activate(ctx) {
    // The shell provides the settings; a bare kernel (tests) has none, and then nothing is shown.
    const settings = ctx.services.getOptional(ISettingsService) ?? NO_SETTINGS;
    const auth = ctx.services.getOptional(IAuthService);
    const modals = ctx.services.get(IModalService);
    const productApi = new ProductApi({
      baseUrl: () => (settings.settings?.telemetry.enabled ? (settings.settings.productApi?.baseUrl ?? '') : ''),
      instanceId: () => settings.settings?.instanceId ?? '',
      userId: () => auth?.currentUser?.id,
      isOwner: () => auth?.currentUser?.isOwner === true,
      surveyResults: () => auth?.currentUser?.personalizationAnswers ?? null,
    });
    ctx.provide(IProductApi, productApi);
    const controller = new PromptController({
      settings$: settings.settings$,
      user$: auth?.user$,
      location$: ctx.services.get(INavigationService).location$,
      modals,
      notifications: ctx.services.get(INotificationService),
      productApi,
      now: () => new Date(),
    });
    ctx.subscriptions.addFn(() => controller.dispose());
    ctx.commands.handle(SURVEY_COMMANDS.personalize, {
      isEnabled: () => settings.settings?.personalizationSurveyEnabled === true && auth?.currentUser?.email !== undefined,
      disabledReason: () =>
        settings.settings?.personalizationSurveyEnabled === true
          ? 'Sign in with an account first'
          : 'The personalization survey is turned off on this instance',
      run: () => modals.open(SURVEY_MODALS.personalization),
    });
  },
});
