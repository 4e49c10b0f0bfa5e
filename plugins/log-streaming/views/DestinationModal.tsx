import { useState, type FormEvent } from 'react';
import { LoaderCircle, Plus, Trash2 } from 'lucide-react';
import { failureMessage, INotificationService, type ModalProps } from '@sdk';
import { FormField, FormSelect, useObservable, useService } from '@sdk/react';
import {
  ILogStreamingService,
  type Destination,
  type DestinationTypeName,
  type LogStreamModalData,
  type SentryDestination,
  type SyslogDestination,
  type WebhookDestination,
} from '../api';
import { DESTINATION_KINDS, destinationProblems, EVENT_GROUPS, FACILITIES, LEVELS, newDestination } from '../model';
import { CheckField } from './fields';

type Patch<D> = (change: Partial<D>) => void;

function WebhookFields({
  value,
  set,
  problems,
}: {
  value: WebhookDestination;
  set: Patch<WebhookDestination>;
  problems: Record<string, string>;
}) {
  return (
    <>
      <div className="ls-row ls-row--url">
        <FormSelect
          label="Method"
          value={value.method}
          options={[
            { value: 'POST', label: 'POST' },
            { value: 'PUT', label: 'PUT' },
            { value: 'PATCH', label: 'PATCH' },
          ]}
          onChange={(method) => set({ method })}
        />
        <FormField
          label="URL"
          value={value.url}
          placeholder="https://logs.example.com/ingest"
          problem={problems['url']}
          onChange={(url) => set({ url })}
        />
      </div>
      <FormSelect
        label="Authentication"
        value={value.authentication}
        options={[
          { value: 'none', label: 'None' },
          { value: 'basicAuth', label: 'Basic auth' },
          { value: 'headerAuth', label: 'Header auth' },
          { value: 'bearerAuth', label: 'Bearer token' },
        ]}
        onChange={(authentication) => set({ authentication })}
      />
      {value.authentication === 'basicAuth' && (
        <div className="ls-row">
          <FormField label="User" value={value.user} onChange={(user) => set({ user })} />
          <FormField label="Password" type="password" value={value.password} onChange={(password) => set({ password })} />
        </div>
      )}
      {value.authentication === 'headerAuth' && (
        <div className="ls-row">
          <FormField label="Header name" value={value.headerName} placeholder="X-Api-Key" onChange={(headerName) => set({ headerName })} />
          <FormField label="Header value" type="password" value={value.headerValue} onChange={(headerValue) => set({ headerValue })} />
        </div>
      )}
      {value.authentication === 'bearerAuth' && (
        <FormField label="Token" type="password" value={value.token} onChange={(token) => set({ token })} />
      )}
      <fieldset className="ls-fieldset">
        <legend className="auth-field__label">Headers</legend>
        {value.headers.map((header, index) => (
          <div className="ls-row ls-row--header" key={index}>
            <FormField
              label={`Header ${index + 1} name`}
              value={header.name}
              onChange={(name) => set({ headers: value.headers.map((h, i) => (i === index ? { ...h, name } : h)) })}
            />
            <FormField
              label={`Header ${index + 1} value`}
              value={header.value}
              onChange={(headerValue) => set({ headers: value.headers.map((h, i) => (i === index ? { ...h, value: headerValue } : h)) })}
            />
            <button
              type="button"
              className="icon-button ls-row__remove"
              aria-label={`Remove header ${index + 1}`}
              onClick={() => set({ headers: value.headers.filter((_, i) => i !== index) })}
            >
              <Trash2 size={16} aria-hidden="true" />
            </button>
          </div>
        ))}
        <button type="button" className="button ls-add" onClick={() => set({ headers: [...value.headers, { name: '', value: '' }] })}>
          <Plus size={14} aria-hidden="true" /> Add header
        </button>
      </fieldset>
      <CheckField
        label="Allow self-signed certificates"
        hint="Accept an https certificate that is self-signed or otherwise invalid."
        checked={value.allowUnauthorizedCerts}
        onChange={(allowUnauthorizedCerts) => set({ allowUnauthorizedCerts })}
      />
    </>
  );
}

function SyslogFields({
  value,
  set,
  problems,
}: {
  value: SyslogDestination;
  set: Patch<SyslogDestination>;
  problems: Record<string, string>;
}) {
  return (
    <>
      <div className="ls-row">
        <FormField
          label="Host"
          value={value.host}
          placeholder="logs.example.com"
          problem={problems['host']}
          onChange={(host) => set({ host })}
        />
        <FormField
          label="Port"
          type="number"
          value={String(value.port)}
          problem={problems['port']}
          onChange={(port) => set({ port: Number(port) })}
        />
      </div>
      <div className="ls-row">
        <FormSelect
          label="Protocol"
          value={value.protocol}
          options={[
            { value: 'udp', label: 'UDP' },
            { value: 'tcp', label: 'TCP' },
            { value: 'tls', label: 'TLS' },
          ]}
          onChange={(protocol) => set({ protocol })}
        />
        <FormSelect
          label="Facility"
          value={String(value.facility)}
          options={FACILITIES.map((name, code) => ({ value: String(code), label: `${name} (${code})` }))}
          onChange={(facility) => set({ facility: Number(facility) })}
        />
      </div>
      <FormField
        label="App name"
        value={value.app_name}
        onChange={(app_name) => set({ app_name })}
        hint="The APP-NAME field of each message."
      />
      {value.protocol === 'tls' && (
        <CheckField
          label="Allow self-signed certificates"
          checked={value.allowUnauthorizedCerts}
          onChange={(allowUnauthorizedCerts) => set({ allowUnauthorizedCerts })}
        />
      )}
    </>
  );
}

function SentryFields({
  value,
  set,
  problems,
}: {
  value: SentryDestination;
  set: Patch<SentryDestination>;
  problems: Record<string, string>;
}) {
  return (
    <FormField
      label="DSN"
      type="password"
      value={value.dsn}
      placeholder="https://public-key@o0.ingest.sentry.io/123"
      problem={problems['dsn']}
      hint="Your Sentry project’s Client Key (DSN), under Project settings."
      onChange={(dsn) => set({ dsn })}
    />
  );
}

function EventsField({
  value,
  eventNames,
  set,
}: {
  value: Destination;
  eventNames: readonly string[];
  set(subscribedEvents: string[]): void;
}) {
  const subscribed = new Set(value.subscribedEvents);
  const toggleGroup = (prefix: string, on: boolean) => {
    const rest = value.subscribedEvents.filter((entry) => entry !== prefix && !entry.startsWith(`${prefix}.`));
    set(on ? [...rest, prefix] : rest);
  };
  const toggleEvent = (prefix: string, name: string, on: boolean) => {
    if (subscribed.has(prefix)) {
      // Unticking one event of a whole group keeps the others.
      const others = eventNames.filter((other) => other.startsWith(`${prefix}.`) && other !== name);
      set([...value.subscribedEvents.filter((entry) => entry !== prefix), ...others]);
      return;
    }
    set(on ? [...value.subscribedEvents, name] : value.subscribedEvents.filter((entry) => entry !== name));
  };
  return (
    <fieldset className="ls-fieldset">
      <legend className="auth-field__label">Events</legend>
      <div className="ls-groups">
        {EVENT_GROUPS.map((group) => {
          const names = eventNames.filter((name) => name.startsWith(`${group.prefix}.`));
          const whole = subscribed.has(group.prefix) || subscribed.has('*');
          return (
            <div className="ls-group" key={group.prefix}>
              <CheckField label={group.label} checked={whole} onChange={(on) => toggleGroup(group.prefix, on)} />
              <ul className="ls-group__events" aria-label={group.label}>
                {names.map((name) => (
                  <li key={name}>
                    <CheckField
                      label={name.slice(group.prefix.length + 1)}
                      title={name}
                      checked={whole || subscribed.has(name)}
                      onChange={(on) => toggleEvent(group.prefix, name, on)}
                    />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The destination modal: a new destination starts with its type, and the rest of the form
 * (and Save) appears only once one is chosen; an existing one keeps its type.
 */
export function DestinationModal({ data, close }: ModalProps<LogStreamModalData | undefined>) {
  const service = useService(ILogStreamingService);
  const notifications = useService(INotificationService);
  const state = useObservable(service.state$, service.state);
  const existing = data?.destination;
  const [value, setValue] = useState<Destination | null>(existing ?? null);
  const [showProblems, setShowProblems] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problems = value && showProblems ? destinationProblems(value) : {};

  const chooseType = (type: DestinationTypeName) => setValue(newDestination(type));
  const patch = (change: Partial<Destination>) => setValue((current) => (current ? ({ ...current, ...change } as Destination) : current));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value || busy) return;
    setShowProblems(true);
    if (Object.keys(destinationProblems(value)).length > 0) return;
    setBusy(true);
    setServerError(null);
    try {
      await service.save(value);
      notifications.showMessage({ type: 'success', title: existing ? 'Destination saved' : 'Destination added', message: value.label });
      close();
    } catch (error) {
      setServerError(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="ls-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={existing ? 'Edit destination' : 'New destination'}
    >
      {serverError && (
        <p className="ls-alert" role="alert">
          {serverError}
        </p>
      )}
      {existing ? (
        <p className="ls-hint">Type: {DESTINATION_KINDS.find((kind) => kind.type === existing.__type)?.label}</p>
      ) : (
        <FormSelect
          label="Destination type"
          value={value?.__type ?? ''}
          placeholder="Select a type"
          options={DESTINATION_KINDS.map((kind) => ({ value: kind.type, label: `${kind.label}: ${kind.description}` }))}
          onChange={chooseType}
          autoFocus
        />
      )}
      {value && (
        <>
          <div className="ls-row">
            <FormField label="Name" value={value.label} problem={problems['label']} onChange={(label) => patch({ label })} />
            <FormSelect label="Lowest level" value={value.minLevel} options={LEVELS} onChange={(minLevel) => patch({ minLevel })} />
          </div>
          {value.__type === '$$MessageEventBusDestinationWebhook' && (
            <WebhookFields value={value} set={patch as Patch<WebhookDestination>} problems={problems} />
          )}
          {value.__type === '$$MessageEventBusDestinationSyslog' && (
            <SyslogFields value={value} set={patch as Patch<SyslogDestination>} problems={problems} />
          )}
          {value.__type === '$$MessageEventBusDestinationSentry' && (
            <SentryFields value={value} set={patch as Patch<SentryDestination>} problems={problems} />
          )}
          <EventsField value={value} eventNames={state.eventNames} set={(subscribedEvents) => patch({ subscribedEvents })} />
          <CheckField
            label="Enabled"
            switch
            checked={value.enabled}
            onChange={(enabled) => patch({ enabled })}
            hint="A disabled destination receives no events."
          />
        </>
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={close}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={!value} aria-busy={busy || undefined}>
          {busy && <LoaderCircle className="ls-spin" size={16} aria-hidden="true" />}
          Save destination
        </button>
      </div>
    </form>
  );
}
