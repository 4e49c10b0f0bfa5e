/**
 * Public API credentials (n8n's `/api/v1/credentials`): create, delete, and the JSON
 * Schema of a type's data. Creating and deleting go through the same CredentialService
 * as the REST routes (same permissions: anyone may create and becomes the owner; the
 * owner and the instance owner may delete; a credential the user may not read is 404).
 * Answers never carry the credential's data.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../auth';
import type { CredentialResponse } from '../../credentials';
import { credentialNameSchema, credentialTypeSchema, idParams } from '../credentials/schemas';
import { credentialDataSchema as dataSizeSchema } from '../credentials/schemas';
import { HttpError } from '../errors';
import { assertCredentialData, credentialDataSchema } from './credential-schema';
import { errors, json, ref } from './openapi-components';
import { publicRoute } from './route-definition';
import type { PublicRoute } from './route-definition';

/** A credential as the public API returns it: no data, no sharing details. */
export interface PublicCredential {
  id: string;
  name: string;
  type: string;
  createdAt: string;
  updatedAt: string;
}

const createBody = z.object({
  name: credentialNameSchema,
  type: credentialTypeSchema,
  data: dataSizeSchema.describe('Must fit the schema of GET /credentials/schema/{credentialTypeName}.'),
});

const schemaParams = z.object({ credentialTypeName: credentialTypeSchema.describe('The credential type name, e.g. httpHeaderAuth.') });

function toPublicCredential(credential: CredentialResponse): PublicCredential {
  const { id, name, type, createdAt, updatedAt } = credential;
  return { id, name, type, createdAt, updatedAt };
}

/** The credential routes (paths below `/api/v1`). */
export function publicCredentialRoutes(app: FastifyInstance): PublicRoute[] {
  const credentials = () => app.switchyard.credentials;
  return [
    publicRoute({
      method: 'post',
      path: '/credentials',
      operationId: 'createCredential',
      tag: 'Credential',
      summary: 'Create a credential',
      description: "The data is checked against the type's schema, encrypted and never returned.",
      body: { schema: createBody, component: 'CredentialInput' },
      responses: {
        '200': json(ref('Credential'), 'The new credential, without its data.'),
        ...errors('BadRequest', 'Unauthorized', 'PayloadTooLarge'),
      },
      handler: async ({ body, request }) => {
        assertCredentialData(credentials().types, body.type, body.data);
        return toPublicCredential(await credentials().service.create(currentUser(request), body));
      },
    }),
    publicRoute({
      method: 'delete',
      path: '/credentials/{id}',
      operationId: 'deleteCredential',
      tag: 'Credential',
      summary: 'Delete a credential',
      description: 'Its owner or the instance owner.',
      params: z.object({ id: idParams.shape.id.describe('The credential id.') }),
      responses: { '200': json(ref('Credential'), 'The credential as it was.'), ...errors('Unauthorized', 'Forbidden', 'NotFound') },
      handler: async ({ params, request }) => {
        const user = currentUser(request);
        const before = await credentials().service.get(user, params.id, false);
        await credentials().service.delete(user, params.id);
        return toPublicCredential(before);
      },
    }),
    publicRoute({
      method: 'get',
      path: '/credentials/schema/{credentialTypeName}',
      operationId: 'getCredentialSchema',
      tag: 'Credential',
      summary: "The JSON Schema of a credential type's data",
      params: schemaParams,
      responses: { '200': json(ref('CredentialDataSchema'), 'The schema.'), ...errors('Unauthorized', 'NotFound') },
      handler: async ({ params }) => {
        const schema = credentialDataSchema(credentials().types, params.credentialTypeName);
        if (schema === undefined) {
          throw new HttpError(404, `No credential type is named "${params.credentialTypeName}".`, {
            hint: 'GET /types/credentials.json lists the credential types.',
          });
        }
        return schema;
      },
    }),
  ];
}
