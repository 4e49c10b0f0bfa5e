import { LoaderCircle, Plus, Radio } from 'lucide-react';
import { IModalService, type ViewProps } from '@sdk';
import { CONTACT_URL, useFeatureLicense, useObservable, useService } from '@sdk/react';
import { ILogStreamingService, LOG_STREAM_MODAL, type LogStreamModalData } from '../api';
import { DestinationCard } from './DestinationCard';

/** The page while the logStreaming feature is off. */
function UnlicensedView() {
  return (
    <section className="ls-empty" aria-labelledby="ls-unlicensed-title">
      <span className="ls-empty__art" aria-hidden="true">
        <Radio size={28} />
      </span>
      <h2 id="ls-unlicensed-title" className="ls-empty__title">
        Available on the Enterprise plan
      </h2>
      <p className="ls-empty__text">
        Log streaming sends this instance’s audit and workflow events (sign-ins, changes to users, workflows and credentials, executions) to
        your own logging tools: a webhook, a syslog server or Sentry.
      </p>
      <a className="button button--primary" href={CONTACT_URL} target="_blank" rel="noreferrer">
        Contact us
      </a>
    </section>
  );
}

/** LogStreamingSettingsView: the destinations as cards, or the first-destination prompt. */
export function LogStreamingView(_props: ViewProps) {
  const service = useService(ILogStreamingService);
  const state = useObservable(service.state$, service.state);
  const modals = useService(IModalService);
  const license = useFeatureLicense('logStreaming', service);
  const licensed = license === 'licensed';

  const add = () => modals.open(LOG_STREAM_MODAL, {} satisfies LogStreamModalData);

  return (
    <div className="ls-page">
      <header className="ls-page__header">
        <div>
          <h1 className="ls-page__title">Log streaming</h1>
          <p className="ls-page__lead">Send audit and workflow events to the tools that keep your logs.</p>
        </div>
        {licensed && state.destinations.length > 0 && (
          <button type="button" className="button button--primary" onClick={add}>
            <Plus size={16} aria-hidden="true" /> Add new destination
          </button>
        )}
      </header>
      {license === 'unlicensed' && <UnlicensedView />}
      {licensed && state.error && (
        <p className="ls-alert" role="alert">
          {state.error}
        </p>
      )}
      {licensed && state.status === 'loading' && (
        <p className="ls-muted" role="status">
          <LoaderCircle className="ls-spin" size={14} aria-hidden="true" /> Loading destinations…
        </p>
      )}
      {licensed && state.status === 'ready' && state.destinations.length === 0 && (
        <section className="ls-empty" aria-labelledby="ls-empty-title">
          <span className="ls-empty__art" aria-hidden="true">
            <Radio size={28} />
          </span>
          <h2 id="ls-empty-title" className="ls-empty__title">
            Set up a destination to get started
          </h2>
          <p className="ls-empty__text">
            Add a webhook, syslog server or Sentry project. Events are kept and retried while a destination cannot be reached.
          </p>
          <button type="button" className="button button--primary" onClick={add}>
            <Plus size={16} aria-hidden="true" /> Add first destination
          </button>
        </section>
      )}
      {licensed && state.destinations.length > 0 && (
        <ul className="ls-cards" aria-label="Destinations">
          {state.destinations.map((destination) => (
            <DestinationCard key={destination.id} destination={destination} />
          ))}
        </ul>
      )}
    </div>
  );
}
