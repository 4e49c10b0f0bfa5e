/**
 * Runs one node behind a manual trigger, for node tests: the two-node workflow every
 * node test builds, its credentials resolved from the registry and `loadCredential`,
 * and (when given a stand-in's call log) the calls that run made.
 */
import type { IDataObject, INodeCredentials, INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { CredentialTypeRegistry } from '../../credentials/types';
import type { EngineServiceDeps } from '../engine-services';
import type { RunResult } from '../run-types';
import { connect, node } from './nodes';
import { outputJson, runTestWorkflow } from './run-test-workflow';

/** What {@link runSingleNode} runs. */
export interface SingleNodeRun<Call = unknown> {
  /** The node type; short names get the `n8n-nodes-base.` prefix. */
  type: string;
  parameters: INodeParameters;
  version: number;
  /** The node's name in the workflow (also its output's key); the type by default. */
  name?: string;
  credentials?: INodeCredentials;
  /** Decrypted data of a credential, by the id given in `credentials`. */
  loadCredential?: (id: string) => Promise<IDataObject | undefined>;
  /** Receives the OAuth2 tokens a run renews, for tests of token refresh. */
  saveOAuth2Token?: EngineServiceDeps['saveOAuth2Token'];
  /** The trigger's items; one empty item by default. */
  items?: INodeExecutionData[];
  /** Runs the node with "On Error: Continue" (the regular output). */
  continueOnFail?: boolean;
  /** A stand-in's call log: the result's `calls` are the entries this run added. */
  callLog?: readonly Call[];
}

/** The node's output, the run's error and the stand-in calls it made. */
export interface SingleNodeResult<Call = unknown> {
  result: RunResult;
  json: IDataObject[] | undefined;
  /** The node's whole output items (binary data too) on its first output. */
  items: INodeExecutionData[];
  error: RunResult['data']['resultData']['error'];
  calls: Call[];
}

/** Runs `run.type` once, after a manual trigger that gives `run.items`. */
export async function runSingleNode<Call = unknown>(run: SingleNodeRun<Call>): Promise<SingleNodeResult<Call>> {
  const name = run.name ?? run.type;
  const credentialTypes = new CredentialTypeRegistry();
  const before = run.callLog?.length ?? 0;
  const result = await runTestWorkflow(
    {
      nodes: [
        node('Input', 'manualTrigger'),
        node(name, run.type, run.parameters, {
          typeVersion: run.version,
          ...(run.credentials ? { credentials: run.credentials } : {}),
          ...(run.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
        }),
      ],
      connections: connect(['Input', name]),
    },
    {
      pinData: { Input: run.items ?? [{ json: {} }] },
      services: {
        credentialType: (type) => credentialTypes.get(type),
        ...(run.loadCredential ? { loadCredential: run.loadCredential } : {}),
        ...(run.saveOAuth2Token ? { saveOAuth2Token: run.saveOAuth2Token } : {}),
      },
    },
  );
  return {
    result,
    json: outputJson(result, name) as IDataObject[] | undefined,
    items: result.data.resultData.runData[name]?.at(-1)?.data?.main?.[0] ?? [],
    error: result.data.resultData.error,
    calls: run.callLog ? run.callLog.slice(before) : [],
  };
}
