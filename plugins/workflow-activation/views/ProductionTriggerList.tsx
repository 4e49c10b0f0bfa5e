import { Copy } from 'lucide-react';
import { copyText, INotificationService, type IProductionTrigger, type IProductionTriggers } from '@sdk';
import { useService } from '@sdk/react';
import { formatRunTime } from '../model/run-times';

function CopyUrlButton({ url, node }: { url: string; node: string }) {
  const notifications = useService(INotificationService);
  const copy = () =>
    copyText(url).then(
      () => notifications.showMessage({ type: 'success', title: 'Copied', message: 'The production URL is on your clipboard.' }),
      (error: unknown) => notifications.showError(error, 'Could not copy the URL'),
    );
  return (
    <button
      type="button"
      className="sy-btn sy-btn--ghost wa-copy"
      aria-label={`Copy production URL of ${node}`}
      onClick={() => void copy()}
    >
      <Copy size={14} aria-hidden="true" /> Copy
    </button>
  );
}

function RunTimes({ label, runs, timeZone }: { label: string; runs: readonly string[]; timeZone: string }) {
  if (runs.length === 0) return null;
  return (
    <div className="wa-runs">
      <span className="wa-runs__label">{`${label} (${timeZone})`}</span>
      <ol className="wa-runs__list" aria-label={label}>
        {runs.map((run) => (
          <li key={run}>
            <time dateTime={run}>{formatRunTime(run, timeZone)}</time>
          </li>
        ))}
      </ol>
    </div>
  );
}

function TriggerDetails({ trigger, timeZone }: { trigger: IProductionTrigger; timeZone: string }) {
  switch (trigger.kind) {
    case 'webhook':
      return (
        <>
          <p className="wa-trigger__text">Calls to its production URL now start the workflow:</p>
          <ul className="wa-urls" aria-label={`Production URLs of ${trigger.node}`}>
            {trigger.webhooks.map((webhook) => (
              <li key={webhook.url} className="wa-url">
                <span className="wa-url__method">{webhook.method}</span>
                <code className="wa-url__text">{webhook.url}</code>
                <CopyUrlButton url={webhook.url} node={trigger.node} />
              </li>
            ))}
          </ul>
        </>
      );
    case 'schedule':
      return (
        <>
          <p className="wa-trigger__text">{`Runs the workflow ${trigger.description}.`}</p>
          <RunTimes label="Next runs" runs={trigger.nextRuns} timeZone={timeZone} />
        </>
      );
    case 'poll':
      return (
        <>
          <p className="wa-trigger__text">{`Checks for new data ${trigger.description}, and runs the workflow when there is some.`}</p>
          <RunTimes label="Next checks" runs={trigger.nextRuns} timeZone={timeZone} />
        </>
      );
    default:
      return <p className="wa-trigger__text">{trigger.description}</p>;
  }
}

/** Each trigger of the active workflow with what it now does in production. */
export function ProductionTriggerList({ production }: { production: IProductionTriggers }) {
  if (production.triggers.length === 0) return <p>The workflow has no trigger that runs in production.</p>;
  return (
    <ul className="wa-triggers" aria-label="Triggers in production">
      {production.triggers.map((trigger) => (
        <li key={trigger.node} className="wa-trigger">
          <h3 className="wa-trigger__name">{trigger.node}</h3>
          <TriggerDetails trigger={trigger} timeZone={production.timeZone} />
        </li>
      ))}
    </ul>
  );
}
