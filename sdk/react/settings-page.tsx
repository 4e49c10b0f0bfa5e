/**
 * The frame and parts of an enterprise feature's settings page (LDAP, SSO), in the shell's
 * settings look (app/web/shell/styles/settings-form.css).
 */
import { useEffect, type ReactNode } from 'react';
import { LoaderCircle, type LucideIcon } from 'lucide-react';
import { ISettingsService } from '../plugin/services';
import type { IEnterpriseSettings } from '../settings/types';
import { useObservable, useService } from './hooks';

/** Where an unlicensed instance's owner asks about the Enterprise plan. */
export const CONTACT_URL = 'https://switchyard.example.com/contact';

/** Why an action waits while a settings form has changes. */
export const UNSAVED_CHANGES = 'Save your changes first';

/** Whether the instance has a feature: 'unknown' until the frontend settings are loaded. */
export type FeatureLicense = 'unknown' | 'licensed' | 'unlicensed';

/** The feature's licence, loading the page's data (the service's `refresh`) once it is licensed. */
export function useFeatureLicense(feature: keyof IEnterpriseSettings, service: { refresh(): Promise<void> }): FeatureLicense {
  const settingsService = useService(ISettingsService);
  const settings = useObservable(settingsService.settings$, settingsService.settings);
  const licensed = settings?.enterprise?.[feature] === true;

  useEffect(() => {
    if (licensed) void service.refresh();
  }, [licensed, service]);

  if (licensed) return 'licensed';
  return settings === null ? 'unknown' : 'unlicensed';
}

/** A settings page: its title and lead, the plan card while unlicensed, else the load state and the form. */
export function EnterpriseSettingsPage(props: {
  title: string;
  lead: ReactNode;
  license: FeatureLicense;
  /** The page's id prefix (ids of its headings). */
  name: string;
  /** The plan card: the feature's icon and what it offers. */
  plan: { icon: LucideIcon; text: string };
  /** The page's data: a load failure and whether it is loading. */
  state: { readonly status: string; readonly error: string | null };
  /** e.g. 'Loading LDAP settings…' */
  loadingLabel: string;
  children: ReactNode;
}) {
  const { license, state, plan } = props;
  return (
    <div className="settings-page">
      <header className="settings-page__header">
        <h1 className="settings-page__title">{props.title}</h1>
        <p className="settings-hint">{props.lead}</p>
      </header>
      {license === 'unlicensed' && (
        <section className="settings-card settings-unlicensed" aria-labelledby={`${props.name}-unlicensed-title`}>
          <plan.icon size={28} aria-hidden="true" />
          <h2 id={`${props.name}-unlicensed-title`} className="settings-card__title">
            Available on the Enterprise plan
          </h2>
          <p className="settings-hint">{plan.text}</p>
          <a className="button button--primary" href={CONTACT_URL} target="_blank" rel="noreferrer">
            Contact us
          </a>
        </section>
      )}
      {license === 'licensed' && state.error && (
        <p className="settings-result settings-result--error" role="alert">
          {state.error}
        </p>
      )}
      {license === 'licensed' && state.status === 'loading' && (
        <p className="settings-hint" role="status">
          <LoaderCircle className="settings-spin" size={14} aria-hidden="true" /> {props.loadingLabel}
        </p>
      )}
      {license === 'licensed' && props.children}
    </div>
  );
}

/** A settings form that saves on submit and leaves checking to the page (noValidate). */
export function SettingsForm(props: { label: string; onSubmit(): void; children: ReactNode }) {
  return (
    <form
      className="settings-form"
      aria-label={props.label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      {props.children}
    </form>
  );
}

/** A titled card of a settings form; `id` names its heading. */
export function SettingsCard(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="settings-card" aria-labelledby={props.id}>
      <h2 id={props.id} className="settings-card__title">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** The form's button bar, with the outcome of the last check above it. */
export function SettingsFooter(props: { result?: { ok: boolean; message: string } | null; children: ReactNode }) {
  return (
    <div className="settings-footer">
      {props.result && (
        <p className={`settings-result settings-result--${props.result.ok ? 'ok' : 'error'}`} role="status">
          {props.result.message}
        </p>
      )}
      <div className="settings-actions">{props.children}</div>
    </div>
  );
}

/** A settings button's icon, or the spinner while its action runs. */
export function ActionIcon(props: { icon: LucideIcon; busy?: boolean }) {
  return props.busy ? <LoaderCircle className="settings-spin" size={15} aria-hidden="true" /> : <props.icon size={15} aria-hidden="true" />;
}
