import { describe, expect, it } from 'vitest';
import type { IFrontendSettings, IUserResponse } from '@sdk';
import { nextPrompt, type PromptKind, type PromptState } from './scheduler';

const now = new Date('2026-11-29T10:00:00Z');
const settings = (over: Partial<IFrontendSettings> = {}): IFrontendSettings =>
  ({
    personalizationSurveyEnabled: true,
    onboardingCallPromptEnabled: true,
    telemetry: { enabled: true },
    productApi: { baseUrl: 'http://127.0.0.1:9' },
    ...over,
  }) as IFrontendSettings;
const owner: IUserResponse = {
  id: 'u1',
  email: 'olga@example.com',
  isPending: false,
  isOwner: true,
  globalRole: { name: 'owner' },
  personalizationAnswers: null,
  settings: {},
  createdAt: '2026-11-28T10:00:00Z',
};
const answered = { ...owner, personalizationAnswers: { companySize: '<20' } };
const state = (over: Partial<PromptState>): PromptState => ({
  settings: settings(),
  user: owner,
  path: '/home/workflows',
  done: new Set<PromptKind>(),
  modalOpen: false,
  now,
  ...over,
});

describe('which prompt comes next', () => {
  it('asks a signed-in user who has not answered the personalization survey first, once', () => {
    expect(nextPrompt(state({}))).toBe('personalization');
    expect(nextPrompt(state({ done: new Set(['personalization']) }))).toBeNull();
    expect(nextPrompt(state({ settings: settings({ personalizationSurveyEnabled: false }) }))).toBe('productPrompts');
  });

  it('shows nothing on the sign-in and set-up screens, over an open modal, or to the default user', () => {
    expect(nextPrompt(state({ path: '/signin' }))).toBeNull();
    expect(nextPrompt(state({ path: '/setup' }))).toBeNull();
    expect(nextPrompt(state({ modalOpen: true }))).toBeNull();
    expect(nextPrompt(state({ user: { ...owner, globalRole: { name: 'default' }, isPending: true } }))).toBeNull();
    expect(nextPrompt(state({ user: null }))).toBeNull();
  });

  it('then the activation survey when the server asks for it, then the product prompts, then the onboarding call', () => {
    const activated = { ...answered, settings: { userActivated: true, showUserActivationSurvey: true } };
    expect(nextPrompt(state({ user: activated }))).toBe('userActivation');
    expect(nextPrompt(state({ user: activated, done: new Set(['userActivation']) }))).toBe('productPrompts');
    expect(nextPrompt(state({ user: answered, done: new Set(['productPrompts']) }))).toBe('onboardingCall');
    expect(nextPrompt(state({ user: answered, done: new Set(['productPrompts', 'onboardingCall']) }))).toBeNull();
  });

  it('offers the onboarding call only in the first 14 days of an account', () => {
    const old = { ...answered, createdAt: '2026-11-01T10:00:00Z' };
    expect(nextPrompt(state({ user: old, done: new Set(['productPrompts']) }))).toBeNull();
  });

  it('without a product API (or with diagnostics off) shows only the personalization survey', () => {
    const activated = { ...answered, settings: { showUserActivationSurvey: true } };
    expect(nextPrompt(state({ user: activated, settings: settings({ productApi: { baseUrl: '' } }) }))).toBeNull();
    expect(nextPrompt(state({ user: activated, settings: settings({ telemetry: { enabled: false } }) }))).toBeNull();
    expect(nextPrompt(state({ settings: settings({ telemetry: { enabled: false } }) }))).toBe('personalization');
  });
});
