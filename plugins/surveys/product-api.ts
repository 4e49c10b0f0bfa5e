/**
 * The product-owned API (prompts and survey answers) over the project's one REST client. The
 * base URL comes from the settings (empty when the prompts are off); the instance and user ids
 * travel as headers on `/prompts`, `/prompt` and `/value-survey` and in the query or body on the
 * onboarding calls, as those calls expect. No cookies are sent: it is another service.
 */
import { createRestClient, type FetchLike, type RestClient } from '@sdk';
import type { IProductApi, OnboardingCallPrompt, ProductPrompts, ValueSurveyAnswer } from './api';

/** How long a product-API call may take before it counts as failed. */
export const PRODUCT_API_TIMEOUT_MS = 5_000;

/** Where the API is and who is asking; read on each call (settings load late, users change). */
export interface ProductApiIdentity {
  /** Base URL without a trailing slash; empty when no product API is configured. */
  readonly baseUrl: () => string;
  readonly instanceId: () => string;
  /** The signed-in user's id. */
  readonly userId: () => string | undefined;
  /** Whether the signed-in user owns the instance, read on each call. */
  readonly isOwner: () => boolean;
  /** The user's personalization answers, read on each call. */
  readonly surveyResults: () => unknown;
}

/** Calls the product API; disabled while no base URL is configured. */
export class ProductApi implements IProductApi {
  private client: { baseUrl: string; rest: RestClient } | null = null;

  constructor(
    private readonly identity: ProductApiIdentity,
    private readonly fetch?: FetchLike,
  ) {}

  get enabled(): boolean {
    return this.identity.baseUrl() !== '';
  }

  /** The REST client for the current base URL (made again only when the URL changes). */
  private get rest(): RestClient {
    const baseUrl = this.identity.baseUrl();
    if (this.client?.baseUrl !== baseUrl) {
      this.client = { baseUrl, rest: createRestClient({ baseUrl, credentials: 'omit', ...(this.fetch ? { fetch: this.fetch } : {}) }) };
    }
    return this.client.rest;
  }

  private headers(): Record<string, string> {
    return { 'n8n-instance-id': this.identity.instanceId(), 'n8n-user-id': this.identity.userId() ?? '' };
  }

  /** The user id as the onboarding calls name it: instance and user together. */
  private qualifiedUserId(): string {
    return `${this.identity.instanceId()}#${this.identity.userId() ?? ''}`;
  }

  private guard(): AbortSignal {
    if (!this.enabled) throw new Error('No product API is configured.');
    return AbortSignal.timeout(PRODUCT_API_TIMEOUT_MS);
  }

  async prompts(): Promise<ProductPrompts> {
    const signal = this.guard();
    return (await this.rest.get<ProductPrompts>('/prompts', { headers: this.headers(), signal })) ?? {};
  }

  async submitContact(email: string): Promise<void> {
    const signal = this.guard();
    await this.rest.post('/prompt', { body: { email }, headers: this.headers(), signal });
  }

  async submitValueSurvey(answer: ValueSurveyAnswer): Promise<void> {
    const signal = this.guard();
    await this.rest.post('/value-survey', { body: answer, headers: this.headers(), signal });
  }

  async submitActivationFeedback(feedback: string): Promise<void> {
    const signal = this.guard();
    await this.rest.post('/activation-survey', { body: { feedback }, headers: this.headers(), signal });
  }

  async nextOnboardingPrompt(): Promise<OnboardingCallPrompt> {
    const signal = this.guard();
    const query = {
      instance_id: this.identity.instanceId(),
      user_id: this.qualifiedUserId(),
      is_owner: String(this.identity.isOwner()),
      survey_results: JSON.stringify(this.identity.surveyResults() ?? null),
    };
    return (await this.rest.get<OnboardingCallPrompt>('/prompts/onboarding', { query, signal })) ?? {};
  }

  async applyForOnboardingCall(email: string): Promise<void> {
    const signal = this.guard();
    const body = { instance_id: this.identity.instanceId(), user_id: this.qualifiedUserId(), email };
    await this.rest.post('/prompts/onboarding', { body, signal });
  }

  async submitEmailOnSignup(email: string, agree: boolean): Promise<void> {
    const signal = this.guard();
    const body = { instance_id: this.identity.instanceId(), user_id: this.qualifiedUserId(), email, agree };
    await this.rest.post('/accounts/onboarding', { body, signal });
  }
}
