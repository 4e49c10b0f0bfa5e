import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductApi } from '@plugins/surveys/product-api';
import { startProductApi, type ProductApiServer } from '../fixtures/servers/product-api-server';

describe('the product API client', () => {
  let server: ProductApiServer;
  beforeAll(async () => {
    server = await startProductApi(0, {
      prompts: { title: 'Hi', message: 'Tell us', showContactPrompt: false, showValueSurvey: true },
      onboardingPrompt: { title: 'Book a call', description: 'Free', toast_sequence_number: 1 },
    });
  });
  afterAll(() => server.close());

  const api = (baseUrl: () => string) =>
    new ProductApi({
      baseUrl,
      instanceId: () => 'inst-1',
      userId: () => 'user-7',
      isOwner: () => true,
      surveyResults: () => ({ companySize: '<20' }),
    });

  it('sends the instance and user ids with each call, as headers or in the body and query', async () => {
    const client = api(() => server.url);
    expect(client.enabled).toBe(true);
    expect(await client.prompts()).toMatchObject({ showValueSurvey: true, title: 'Hi' });
    await client.submitValueSurvey({ value: '9', email: 'a@example.com' });
    await client.submitContact('a@example.com');
    await client.submitActivationFeedback('An invoice bot');
    expect(await client.nextOnboardingPrompt()).toMatchObject({ title: 'Book a call' });
    await client.applyForOnboardingCall('a@example.com');
    await client.submitEmailOnSignup('a@example.com', true);

    const byRoute = (method: string, path: string) => server.calls.find((c) => c.method === method && c.path === path);
    expect(byRoute('GET', '/prompts')?.headers).toMatchObject({ 'n8n-instance-id': 'inst-1', 'n8n-user-id': 'user-7' });
    expect(byRoute('POST', '/value-survey')).toMatchObject({
      body: { value: '9', email: 'a@example.com' },
      headers: { 'n8n-user-id': 'user-7' },
    });
    expect(byRoute('POST', '/prompt')?.body).toEqual({ email: 'a@example.com' });
    expect(byRoute('POST', '/activation-survey')?.body).toEqual({ feedback: 'An invoice bot' });
    expect(byRoute('GET', '/prompts/onboarding')?.query).toMatchObject({
      instance_id: 'inst-1',
      user_id: 'inst-1#user-7',
      is_owner: 'true',
    });
    expect(JSON.parse(byRoute('GET', '/prompts/onboarding')?.query['survey_results'] ?? 'null')).toEqual({ companySize: '<20' });
    expect(byRoute('POST', '/prompts/onboarding')?.body).toEqual({
      instance_id: 'inst-1',
      user_id: 'inst-1#user-7',
      email: 'a@example.com',
    });
    expect(byRoute('POST', '/accounts/onboarding')?.body).toEqual({
      instance_id: 'inst-1',
      user_id: 'inst-1#user-7',
      email: 'a@example.com',
      agree: true,
    });
    // No cookies go to another service.
    expect(byRoute('GET', '/prompts')?.headers.cookie).toBeUndefined();
  });

  it('refuses to call anything while no product API is configured, and fails on an unreachable one', async () => {
    const off = api(() => '');
    expect(off.enabled).toBe(false);
    await expect(off.prompts()).rejects.toThrow('No product API is configured.');
    const gone = api(() => 'http://127.0.0.1:9');
    await expect(gone.prompts()).rejects.toThrow();
  });
});
