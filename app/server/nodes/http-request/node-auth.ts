/**
 * The credential of an HTTP Request node and sending with it: v2+ name the type with
 * `authentication` (`genericCredentialType` + `genericAuthType`, or
 * `predefinedCredentialType` + `nodeCredentialType`); v1 names it through its own
 * `authentication` values (v1/index.ts maps them to a type). A 401 is retried once when
 * the credential can (Digest, OAuth 2 refresh).
 */
import type { IDataObject } from '@sdk/workflow';
import { normalizeNodeCredentials } from '@sdk/workflow/node-credentials';
import type { IExecuteFunctions } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-errors';
import { authenticatorFor } from './authenticate';
import type { Authenticator } from './authenticate';
import type { RequestSpec } from './build-request';
import { send } from './send';
import type { SendOptions, SentResponse } from './send';

/** The credential type the node's v2+ `authentication` names (undefined: none). */
export function credentialTypeOf(ctx: IExecuteFunctions, i: number): string | undefined {
  const authentication = ctx.getNodeParameter('authentication', i, 'none') as string;
  if (authentication === 'genericCredentialType') return ctx.getNodeParameter('genericAuthType', i, '') as string;
  if (authentication === 'predefinedCredentialType') return ctx.getNodeParameter('nodeCredentialType', i, '') as string;
  return undefined;
}

/** The authenticator of credential `type` (undefined: none) for item `i`. */
export async function credentialAuthenticator(
  ctx: IExecuteFunctions,
  i: number,
  type: string | undefined,
): Promise<Authenticator | undefined> {
  if (type === undefined) return undefined;
  if (type === '') throw new NodeOperationError(ctx.getNode(), 'Choose a credential type for the authentication', { itemIndex: i });
  const data = (await ctx.getCredentials(type, i)) as IDataObject;
  const id = normalizeNodeCredentials(ctx.getNode().credentials)?.[type]?.id ?? undefined;
  if (typeof id !== 'string') return authenticatorFor({ type, id: undefined, data: data as never });
  return authenticatorFor({ type, id, data: data as never, saveToken: (tokenData) => ctx.saveOAuth2Token(id, tokenData) });
}

/** Headers the credential set or changed: they stay with the origin they were meant for. */
function credentialHeaders(before: RequestSpec, after: RequestSpec): string[] {
  return Object.keys(after.headers).filter((name) => after.headers[name] !== before.headers[name]);
}

/** Sends with the credential applied, retrying once after a 401 when it can. */
export async function sendAuthenticated(spec: RequestSpec, auth: Authenticator | undefined, options: SendOptions): Promise<SentResponse> {
  const prepared = auth === undefined ? spec : await auth.apply(spec);
  const response = await send(prepared, { ...options, credentialHeaders: credentialHeaders(spec, prepared) });
  if (response.statusCode !== 401 || auth?.retry === undefined) return response;
  const again = await auth.retry(prepared, response);
  return again === undefined ? response : send(again, { ...options, credentialHeaders: credentialHeaders(spec, again) });
}

/** The authenticator of the node's v2+ `authentication` for item `i`. */
export function authenticatorOf(ctx: IExecuteFunctions, i: number): Promise<Authenticator | undefined> {
  return credentialAuthenticator(ctx, i, credentialTypeOf(ctx, i));
}
