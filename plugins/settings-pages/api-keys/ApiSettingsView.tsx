import { useEffect } from 'react';
import { ExternalLink, KeyRound, LoaderCircle, Plus, Trash2 } from 'lucide-react';
import { IConfirmService, INotificationService, ISettingsService, type ViewProps } from '@sdk';
import { useObservable, useService } from '@sdk/react';
import { CopyField, FormAlert, Section, SettingsPage } from '../ui';
import { createApiKey, deleteApiKey } from './api-key-actions';
import { IApiKeyService } from './api-key-store';

/** APISettings: create (shown once, with a copy button), see (masked) and delete the key. */
export function ApiSettingsView(_props: ViewProps) {
  const keys = useService(IApiKeyService);
  const confirm = useService(IConfirmService);
  const notifications = useService(INotificationService);
  const settingsService = useService(ISettingsService);
  const settings = useObservable(settingsService.settings$, settingsService.settings);
  const state = useObservable(keys.state$, keys.state);

  useEffect(() => {
    void keys.refresh();
    // A key is shown once: leaving the page forgets it.
    return () => keys.forgetCreated();
  }, [keys]);

  const publicApi = settings?.publicApi;
  const base = `${window.location.origin}/${publicApi?.path ?? 'api'}/v${publicApi?.latestVersion ?? 1}`;
  const openApiUrl = `${base}/openapi.json`;
  const create = () => void createApiKey(keys, confirm, notifications);
  const remove = () => void deleteApiKey(keys, confirm, notifications);

  if (state.status === 'disabled' || publicApi?.enabled === false) {
    return (
      <SettingsPage title="API" lead="Call Switchyard from your own code with the public REST API.">
        <FormAlert
          tone="warning"
          message="The public API is disabled on this instance (N8N_PUBLIC_API_DISABLED), so there are no API keys."
        />
      </SettingsPage>
    );
  }

  return (
    <SettingsPage title="API" lead="Call Switchyard from your own code with the public REST API: workflows, executions and credentials.">
      <Section
        id="sp-api-key"
        title="API key"
        description="The key acts as you: whoever has it can do what you can. Changing your password deletes it."
      >
        {state.status === 'loading' && (
          <p className="sp-muted" role="status">
            <LoaderCircle className="sp-spin" size={14} aria-hidden="true" /> Loading…
          </p>
        )}
        {state.status === 'error' && <FormAlert message={state.error ?? 'Could not load the API key.'} />}
        {state.status === 'ready' && state.created && (
          <div className="sp-once" role="region" aria-label="Your new API key">
            <p className="sp-once__title">Copy your new API key now. It is shown only this once.</p>
            <CopyField label="API key" value={state.created} />
          </div>
        )}
        {state.status === 'ready' && state.masked && !state.created && (
          <div className="sp-key" role="group" aria-label="Your API key">
            <KeyRound size={18} aria-hidden="true" />
            <code>{state.masked}</code>
            <button type="button" className="button" onClick={create}>
              Replace
            </button>
            <button type="button" className="button" onClick={remove}>
              <Trash2 size={16} aria-hidden="true" /> Delete
            </button>
          </div>
        )}
        {state.status === 'ready' && state.created && (
          <div className="sp-form__actions sp-gap-top">
            <button type="button" className="button" onClick={remove}>
              <Trash2 size={16} aria-hidden="true" /> Delete
            </button>
          </div>
        )}
        {state.status === 'ready' && !state.masked && (
          <div className="sp-row">
            <span className="sp-row__icon" aria-hidden="true">
              <KeyRound size={18} />
            </span>
            <div className="sp-row__main">
              <strong>You have no API key</strong>
              <p className="sp-muted">Create one to call the public API. Send it in the X-N8N-API-KEY header.</p>
            </div>
            <button type="button" className="button button--primary" onClick={create}>
              <Plus size={16} aria-hidden="true" /> Create an API key
            </button>
          </div>
        )}
      </Section>

      <Section id="sp-api-docs" title="Using the API" description="Every request carries the key in the X-N8N-API-KEY header.">
        <div className="sp-docs">
          <a className="button" href={openApiUrl} target="_blank" rel="noreferrer">
            <ExternalLink size={16} aria-hidden="true" /> OpenAPI document
          </a>
          {publicApi?.swaggerUi.enabled && (
            <a className="button" href={`${base}/docs/`} target="_blank" rel="noreferrer">
              <ExternalLink size={16} aria-hidden="true" /> API reference
            </a>
          )}
        </div>
        <pre className="sp-code" aria-label="Example request">
          <code>{`curl -H "X-N8N-API-KEY: <your key>" ${base}/workflows`}</code>
        </pre>
      </Section>
    </SettingsPage>
  );
}
