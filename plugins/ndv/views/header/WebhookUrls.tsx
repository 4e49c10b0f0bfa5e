import { useState } from 'react';
import { ChevronDown, ChevronRight, Copy } from 'lucide-react';
import { INotificationService, ISettingsService, copyText, type INodeTypeDescription } from '@sdk';
import { useKernel, useObservable, useService } from '@sdk/react';
import { INVALID_EXPRESSION, isFormType, shownWebhooks, webhookUrls, type WebhookNode, type WebhookUrlKind } from '@sdk';
import './header.css';

const KIND_LABEL: Readonly<Record<WebhookUrlKind, string>> = { test: 'Test URL', production: 'Production URL' };
const PRODUCTION_HINT = {
  webhook: 'Activate the workflow to have it listen on the production URL.',
  form: 'Activate the workflow to serve the form at the production URL.',
};

/**
 * 'Webhook URLs' of a webhook node: a Test URL / Production URL
 * switch, each webhook's method and URL, and a copy button that confirms
 * with a 'Copied' toast.
 */
export function WebhookUrls({ node, nodeType }: { node: WebhookNode; nodeType: INodeTypeDescription | null }) {
  const settingsService = useKernel().services.getOptional(ISettingsService);
  return settingsService && shownWebhooks(nodeType).length > 0 ? (
    <WebhookUrlsWith node={node} nodeType={nodeType} settingsService={settingsService} />
  ) : null;
}

function WebhookUrlsWith({
  node,
  nodeType,
  settingsService,
}: {
  node: WebhookNode;
  nodeType: INodeTypeDescription | null;
  settingsService: ISettingsService;
}) {
  const notifications = useService(INotificationService);
  const settings = useObservable(settingsService.settings$, settingsService.settings);
  const [open, setOpen] = useState(true);
  const [kind, setKind] = useState<WebhookUrlKind>('test');
  if (!settings) return null;
  const urls = webhookUrls(node, nodeType, settings, kind);
  // A Form Trigger's URLs are the form's pages (n8n calls them Form URLs).
  const title = isFormType(nodeType) ? 'Form URLs' : 'Webhook URLs';
  const copy = (url: string) => {
    copyText(url).then(
      () =>
        notifications.showMessage({
          title: 'Copied',
          message: `${KIND_LABEL[kind]} copied to the clipboard`,
          type: 'success',
          duration: 2500,
        }),
      (error: unknown) => notifications.showError(error, 'Could not copy the URL'),
    );
  };
  return (
    <section className="sy-webhook-urls" aria-label={title}>
      <button type="button" className="sy-webhook-urls__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? <ChevronDown size={14} aria-hidden="true" /> : <ChevronRight size={14} aria-hidden="true" />}
        {title}
      </button>
      {open && (
        <div className="sy-webhook-urls__body">
          <div className="sy-segmented" role="radiogroup" aria-label={`${title.slice(0, -1)} type`}>
            {(['test', 'production'] as const).map((k) => (
              <button
                key={k}
                type="button"
                role="radio"
                aria-checked={kind === k}
                className="sy-segmented__item"
                onClick={() => setKind(k)}
              >
                {KIND_LABEL[k]}
              </button>
            ))}
          </div>
          {urls.map((u) => (
            <div key={u.name} className="sy-webhook-url">
              {u.method !== '' && <span className="sy-webhook-url__method">{u.method}</span>}
              <code className="sy-webhook-url__text" aria-label={`${KIND_LABEL[kind]}${urls.length > 1 ? ` (${u.name})` : ''}`}>
                {u.url}
              </code>
              <button
                type="button"
                className="sy-ndvh-icon-btn"
                aria-label={`Copy ${KIND_LABEL[kind]}`}
                title="Copy"
                disabled={u.url === INVALID_EXPRESSION}
                onClick={() => copy(u.url)}
              >
                <Copy size={14} aria-hidden="true" />
              </button>
            </div>
          ))}
          {kind === 'production' && <p className="sy-webhook-urls__hint">{PRODUCTION_HINT[isFormType(nodeType) ? 'form' : 'webhook']}</p>}
        </div>
      )}
    </section>
  );
}
