import { of } from 'rxjs';
import { ISettingsService, webhookUrls, type IFrontendSettings, type WorkflowDocument } from '@sdk';
import { useKernel, useObservable } from '@sdk/react';
import { INodeTypesService } from '@plugins/node-types/api';

const NO_SETTINGS = of<IFrontendSettings | null>(null);

/**
 * While a run waits for a test webhook call: what to call, the test URL of each enabled
 * webhook or form node, so the user need not open the node to find it.
 */
export function WaitingForTrigger({ document }: { document: WorkflowDocument }) {
  const kernel = useKernel();
  const settingsService = kernel.services.getOptional(ISettingsService);
  const nodeTypes = kernel.services.getOptional(INodeTypesService);
  const settings = useObservable(settingsService?.settings$ ?? NO_SETTINGS, settingsService?.settings ?? null);
  const urls =
    settings && nodeTypes
      ? [...document.nodes.values()]
          .filter((node) => node['disabled'] !== true)
          .flatMap((node) =>
            webhookUrls(
              { name: node.name, parameters: node.parameters, webhookId: node['webhookId'] },
              nodeTypes.get(node.type, node.typeVersion),
              settings,
              'test',
            ).map((url) => ({ ...url, node: node.name })),
          )
      : [];
  return (
    <div className="wf-execute__waiting" role="status">
      <span>Waiting for a trigger event: call the test URL{urls.length > 1 ? 's' : ''}</span>
      {urls.map((url) => (
        <code key={`${url.node}-${url.name}`} className="wf-execute__url" aria-label={`Test URL of ${url.node}`}>
          {url.method ? `${url.method} ` : ''}
          {url.url}
        </code>
      ))}
    </div>
  );
}
