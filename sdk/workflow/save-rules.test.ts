import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createNodeTypeLookup } from '../nodes/node-type-lookup';
import { importWorkflow } from './import-workflow';
import type { INodeTypeDescription } from './node-type-description';
import type { INode } from './node-types';
import { prepareNodeForSave, prepareWorkflowForSave } from './save-rules';
import { FIXTURE_NODE_TYPES, HTTP_IF_SET_WORKFLOW } from './test-fixtures';

const lookup = createNodeTypeLookup(FIXTURE_NODE_TYPES);
const setType = lookup('n8n-nodes-base.set', 2) as INodeTypeDescription;

const AUTH_TYPE: INodeTypeDescription = {
  name: 'test.service',
  displayName: 'Service',
  group: ['output'],
  version: 1,
  description: '',
  defaults: {},
  inputs: ['main'],
  outputs: ['main'],
  properties: [
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      options: [
        { name: 'Key', value: 'apiKey' },
        { name: 'OAuth2', value: 'oAuth2' },
      ],
      default: 'apiKey',
    },
  ],
  credentials: [
    { name: 'serviceApi', required: true, displayOptions: { show: { authentication: ['apiKey'] } } },
    { name: 'serviceOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
};

const setNode = (extra: Record<string, unknown> = {}): INode =>
  ({
    id: 'n1',
    name: 'Set',
    type: 'n8n-nodes-base.set',
    typeVersion: 2,
    position: [0, 0],
    parameters: { keepOnlySet: false, options: {} },
    ...extra,
  }) as INode;

describe('prepareNodeForSave', () => {
  it('keeps disabled, continueOnFail and notes only when set', () => {
    const off = prepareNodeForSave(setNode({ disabled: false, continueOnFail: false, notes: '', onError: 'stopWorkflow' }), setType);
    expect(off).not.toHaveProperty('disabled');
    expect(off).not.toHaveProperty('continueOnFail');
    expect(off).not.toHaveProperty('notes');
    expect(off).not.toHaveProperty('onError');
    const on = prepareNodeForSave(
      setNode({ disabled: true, continueOnFail: true, notes: 'why', onError: 'continueRegularOutput' }),
      setType,
    );
    expect(on).toMatchObject({ disabled: true, continueOnFail: true, notes: 'why', onError: 'continueRegularOutput' });
  });

  it('drops fields starting with an underscore, status and issues, and keeps the rest', () => {
    const saved = prepareNodeForSave(
      setNode({ _hover: true, status: 'success', issues: { typeUnknown: true }, notesInFlow: true, webhookId: 'w', color: '#ff0000' }),
      setType,
    );
    expect(Object.keys(saved).sort()).toEqual([
      'color',
      'id',
      'name',
      'notesInFlow',
      'parameters',
      'position',
      'type',
      'typeVersion',
      'webhookId',
    ]);
  });

  it('reduces parameters to non-default values and keeps an added empty collection', () => {
    const saved = prepareNodeForSave(
      setNode({ parameters: { keepOnlySet: false, values: { string: [{ name: 'a', value: '' }] }, options: {} } }),
      setType,
    );
    expect(saved.parameters).toEqual({ values: { string: [{ name: 'a' }] }, options: {} });
  });

  it('drops values of parameters that are hidden', () => {
    const http = lookup('n8n-nodes-base.httpRequest', 4.1);
    const node = {
      ...setNode(),
      type: 'n8n-nodes-base.httpRequest',
      typeVersion: 4.1,
      parameters: { url: 'https://x', authentication: 'none', nodeCredentialType: 'githubApi' },
    };
    expect(prepareNodeForSave(node as INode, http).parameters).toEqual({ url: 'https://x' });
  });

  it('keeps credentials only for credential types currently shown', () => {
    const node = {
      ...setNode(),
      type: 'test.service',
      typeVersion: 1,
      parameters: { authentication: 'oAuth2' },
      credentials: {
        serviceApi: { id: '1', name: 'Key' },
        serviceOAuth2Api: { id: '2', name: 'OAuth' },
        otherApi: { id: '3', name: 'Other' },
      },
    } as INode;
    expect(prepareNodeForSave(node, AUTH_TYPE).credentials).toEqual({ serviceOAuth2Api: { id: '2', name: 'OAuth' } });
    const none = prepareNodeForSave({ ...node, credentials: { serviceApi: { id: '1', name: 'Key' } } }, AUTH_TYPE);
    expect(none).not.toHaveProperty('credentials');
    // authentication left at its default 'apiKey' is not stored, yet shows serviceApi.
    const atDefault = prepareNodeForSave({ ...node, parameters: {} }, AUTH_TYPE);
    expect(atDefault.credentials).toEqual({ serviceApi: { id: '1', name: 'Key' } });
  });

  it('keeps every credential of HTTP-Request-style nodes that choose the type by parameter', () => {
    const http = HTTP_IF_SET_WORKFLOW.nodes[1] as INode;
    expect(prepareNodeForSave(http, lookup(http.type, http.typeVersion)).credentials).toEqual({
      githubApi: { id: '12', name: 'GitHub account' },
    });
  });

  it('saves a node of an unknown type as it is', () => {
    const node = {
      ...setNode(),
      type: 'community.unknown',
      parameters: { anything: 1, keepOnlySet: false },
      credentials: { x: { id: '1', name: 'X' } },
    } as INode;
    const saved = prepareNodeForSave(node, null);
    expect(saved.parameters).toEqual(node.parameters);
    expect(saved.credentials).toEqual(node.credentials);
  });

  it('is idempotent', () => {
    const valuesArb = fc.record(
      {
        keepOnlySet: fc.boolean(),
        values: fc.record({
          string: fc.array(fc.record({ name: fc.constantFrom('propertyName', 'a'), value: fc.constantFrom('', 'x', '={{ 1 }}') }), {
            maxLength: 3,
          }),
        }),
        options: fc.record({ dotNotation: fc.boolean() }, { requiredKeys: [] }),
        stray: fc.string(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(valuesArb, fc.boolean(), (parameters, disabled) => {
        const once = prepareNodeForSave(setNode({ parameters, disabled }), setType);
        expect(prepareNodeForSave(once, setType)).toEqual(once);
      }),
    );
  });
});

describe('prepareWorkflowForSave', () => {
  it('applies the node rules to every node and sends tags as ids', () => {
    const { document } = importWorkflow(HTTP_IF_SET_WORKFLOW);
    const payload = prepareWorkflowForSave(document, FIXTURE_NODE_TYPES);
    expect(payload.tags).toEqual(['3']);
    expect(payload.id).toBe('wf-1001');
    expect(payload.nodes.map((n) => n.name)).toEqual(HTTP_IF_SET_WORKFLOW.nodes.map((n) => n.name));
    expect(payload.nodes[2]?.parameters).toEqual({
      conditions: { number: [{ value1: '={{ $json.age }}', operation: 'larger', value2: 18 }] },
    });
    expect(payload.pinData).toEqual(HTTP_IF_SET_WORKFLOW.pinData);
    expect(payload.connections).toEqual(HTTP_IF_SET_WORKFLOW.connections);
  });
});
