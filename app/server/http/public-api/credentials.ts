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
import { parseInput } from '../validation';
import { authenticateApiKey } from './auth';
import { assertCredentialData, credentialDataSchema } from './credential-schema';

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
  data: dataSizeSchema,
});

const schemaParams = z.object({ credentialTypeName: credentialTypeSchema });

function toPublicCredential(credential: CredentialResponse): PublicCredential {
  const { id, name, type, createdAt, updatedAt } = credential;
  return { id, name, type, createdAt, updatedAt };
}

/** Registers the credential routes under `base` (`/api/v1`). */
export function registerPublicCredentialRoutes(app: FastifyInstance, base: string): void {
  const credentials = () => app.switchyard.credentials;
  const onRequest = authenticateApiKey;

  app.post(`${base}/credentials`, { onRequest }, async (request) => {
    const body = parseInput(createBody, request.body);
    assertCredentialData(credentials().types, body.type, body.data);
    return toPublicCredential(await credentials().service.create(currentUser(request), body));
  });

  app.delete(`${base}/credentials/:id`, { onRequest }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const user = currentUser(request);
    const before = await credentials().service.get(user, id, false);
    await credentials().service.delete(user, id);
    return toPublicCredential(before);
  });

  app.get(`${base}/credentials/schema/:credentialTypeName`, { onRequest }, async (request) => {
    const { credentialTypeName } = parseInput(schemaParams, request.params);
    const schema = credentialDataSchema(credentials().types, credentialTypeName);
    if (schema === undefined) {
      throw new HttpError(404, `No credential type is named "${credentialTypeName}".`, {
        hint: 'GET /types/credentials.json lists the credential types.',
      });
    }
    return schema;
  });
}
