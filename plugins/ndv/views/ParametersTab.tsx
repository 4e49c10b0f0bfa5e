import { useEffect } from 'react';
import { of } from 'rxjs';
import { getNodeParameters, type CommandBus, type DocNode, type ICredentialType, type INodeTypeDescription } from '@sdk';
import { useKernel, useObservable, useParameterEditContext, useView } from '@sdk/react';
import { ICredentialsService } from '@plugins/credentials/api';
import { PARAMETER_VIEWS } from '@plugins/parameters/api';
import { parameterEdits } from '../ops/parameter-edits';
import { NodeCredentials } from './NodeCredentials';
import { CurlImport } from './header/CurlImport';
import { WebhookUrls } from './header/WebhookUrls';

/** The HTTP Request node, whose v3 and later offer 'Import cURL'. */
const HTTP_REQUEST = 'n8n-nodes-base.httpRequest';

/** Parameters the credential selects follow (n8n places them after these). */
function credentialDependencies(nodeType: INodeTypeDescription): string[] {
  const names = new Set<string>(nodeType.name === HTTP_REQUEST ? ['authentication', 'nodeCredentialType', 'genericAuthType'] : []);
  for (const credential of nodeType.credentials ?? []) {
    for (const conditions of [credential.displayOptions?.show, credential.displayOptions?.hide]) {
      for (const key of Object.keys(conditions ?? {})) names.add(key);
    }
  }
  return [...names];
}

const NO_TYPES$ = of(null);

/** Every credential type, loaded once, for the credential-type selects; undefined until known. */
export function useCredentialTypes(): readonly ICredentialType[] | undefined {
  const service = useKernel().services.getOptional(ICredentialsService);
  useEffect(() => {
    void service?.loadTypes().catch(() => undefined);
  }, [service]);
  const types = useObservable(service?.types$ ?? NO_TYPES$, null);
  return types ?? undefined;
}

/**
 * The parameters tab of a node type that is installed: webhook URLs for
 * webhook nodes, 'Import cURL' for HTTP Request v3+, then the parameters with
 * the credential selects among them. Rendered inside the parameter edit context.
 */
export function ParametersTab({
  node,
  nodeType,
  bus,
  isReadOnly,
}: {
  node: DocNode;
  nodeType: INodeTypeDescription;
  bus: CommandBus;
  isReadOnly: boolean;
}) {
  const edit = useParameterEditContext();
  const ParameterInputList = useView(PARAMETER_VIEWS.inputList);
  const importCurl = (parameters: Record<string, unknown>) => {
    const next = getNodeParameters(nodeType.properties, parameters as never, true, false, node as never) as Record<string, unknown>;
    const ops = parameterEdits(node.id, node.parameters, next);
    if (ops.length > 0) bus.dispatch({ ops, meta: { origin: 'user', label: `Import cURL into ${node.name}` } });
  };
  const webhookNode = { name: node.name, parameters: edit.node.parameters, webhookId: node['webhookId'] };
  return (
    <>
      {nodeType.description && <p className="sy-ndv-main__description">{nodeType.description}</p>}
      <WebhookUrls node={webhookNode} nodeType={nodeType} />
      {nodeType.name === HTTP_REQUEST && node.typeVersion >= 3 && (
        <div className="sy-curl-import__bar">
          <CurlImport isReadOnly={isReadOnly} onImport={importCurl} />
        </div>
      )}
      {ParameterInputList && (
        <ParameterInputList
          parameters={nodeType.properties}
          slot={{
            content: <NodeCredentials node={node} nodeType={nodeType} bus={bus} isReadOnly={isReadOnly} />,
            after: credentialDependencies(nodeType),
          }}
        />
      )}
      {nodeType.properties.length === 0 && <p className="sy-ndv-main__description">This node has no parameters.</p>}
    </>
  );
}
