import { createServiceToken } from '@sdk';

/**
 * The surveys plugin's contract: the prompts and surveys the product shows its users
 * (personalization survey, user-activation survey, value survey, contact prompt,
 * onboarding-call prompt) and the product-owned API they talk to.
 */

/** Modal keys of the surveys. */
export const SURVEY_MODALS = {
  personalization: 'personalizationSurvey',
  userActivation: 'userActivationSurvey',
  valueSurvey: 'valueSurvey',
  contactPrompt: 'contactPrompt',
  onboardingCallSignup: 'onboardingCallSignup',
} as const;

/** Command ids of the surveys plugin. */
export const SURVEY_COMMANDS = {
  /** Opens the personalization survey again, to change the answers. */
  personalize: 'surveys.personalize',
} as const;

/** `GET /prompts` of the product API: which prompt to show, with its text. */
export interface ProductPrompts {
  readonly title?: string;
  readonly message?: string;
  readonly showContactPrompt?: boolean;
  readonly showValueSurvey?: boolean;
}

/** `GET /prompts/onboarding`: the next onboarding-call prompt; no title means none is due. */
export interface OnboardingCallPrompt {
  readonly title?: string;
  readonly description?: string;
  readonly toast_sequence_number?: number;
}

/** What the value survey sends: the 0–10 score as text and an optional e-mail address. */
export interface ValueSurveyAnswer {
  readonly value: string;
  readonly email: string;
}

/**
 * The product-owned API (not the instance): prompts and survey answers. Every call carries the
 * instance id and the user's id, and gives up after a few seconds; callers treat a failure as
 * "no prompt" and never make the user wait for it.
 */
export interface IProductApi {
  /** Whether a product API is configured (and diagnostics are on). */
  readonly enabled: boolean;
  /** `GET /prompts`. */
  prompts(): Promise<ProductPrompts>;
  /** `POST /prompt` with the e-mail address the contact prompt asked for. */
  submitContact(email: string): Promise<void>;
  /** `POST /value-survey`. */
  submitValueSurvey(answer: ValueSurveyAnswer): Promise<void>;
  /** `GET /prompts/onboarding`. */
  nextOnboardingPrompt(): Promise<OnboardingCallPrompt>;
  /** `POST /prompts/onboarding`: signs up for an onboarding call. */
  applyForOnboardingCall(email: string): Promise<void>;
  /**
   * `POST /activation-survey`: what the user wrote in the user-activation survey. The anchor
   * product reports this answer as a telemetry event; here it goes to the product API.
   */
  submitActivationFeedback(feedback: string): Promise<void>;
  /** `POST /accounts/onboarding`: the e-mail address and whether updates may be sent to it. */
  submitEmailOnSignup(email: string, agree: boolean): Promise<void>;
}

/** Token for {@link IProductApi}. */
export const IProductApi = createServiceToken<IProductApi>('IProductApi');
