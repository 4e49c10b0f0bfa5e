/**
 * Test support: the `this` of a node's `methods.loadOptions` / `methods.listSearch`, as the
 * editor's option route builds it, for node tests. Every credential the node references is
 * answered with the test's data, requests are signed with the built-in credential types, and
 * there are no workflows to search or read.
 */
import type { ICredentialDataDecryptedObject, IDataObject, INode } from '@sdk/workflow';
import { CredentialTypeRegistry } from '../../credentials/types';
import { createRequestHelpers } from '../http-helpers';
import { createLoadOptionsContext } from '../load-options-context';
import type { ILoadOptionsFunctions } from '../node-interface';

/** A credential's decrypted data, or a function read at each load (for data a test changes). */
export type TestCredentialData = IDataObject | (() => IDataObject);

/** What {@link loadOptionsContextFor} may be told beyond the node and its credential. */
export interface LoadOptionsTestOptions {
  /** The path of the parameter being loaded, for methods that read `&sibling` parameters. */
  path?: string;
}

const credentialTypes = new CredentialTypeRegistry();

/** The load-options context of `node`, its credentials answered with `credential`. */
export function loadOptionsContextFor(
  node: INode,
  credential: TestCredentialData,
  options: LoadOptionsTestOptions = {},
): ILoadOptionsFunctions {
  // Test data is plain JSON; the cast only narrows IDataObject to what a credential may hold.
  const load = async () => (typeof credential === 'function' ? credential() : credential) as ICredentialDataDecryptedObject;
  return createLoadOptionsContext({
    node,
    credentials: node.credentials,
    loadCredential: load,
    searchWorkflows: async () => ({ results: [] }),
    readWorkflow: async () => {
      throw new Error('Load-options tests have no workflows to read');
    },
    helpers: createRequestHelpers({ loadCredentials: load, credentialType: (name) => credentialTypes.get(name) }),
    timezone: 'UTC',
    restApiUrl: 'http://localhost/rest',
    instanceBaseUrl: 'http://localhost',
    path: options.path,
  });
}
