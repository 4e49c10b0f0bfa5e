/**
 * Input checks of the credential routes (zod; a mismatch is a 400 naming the field).
 */
import type { ICredentialDataDecryptedObject } from '@sdk/workflow';
import { z } from 'zod';
import { MAX_CREDENTIAL_NAME_LENGTH } from '../../credentials/naming';
import { idSchema, storableName } from '../validation';

/** Largest credential data accepted, as JSON text. */
export const MAX_CREDENTIAL_DATA_BYTES = 1024 * 1024;
/** Most fields in a credential's data. */
export const MAX_CREDENTIAL_DATA_FIELDS = 500;
/** Most entries in a node access list or share list. */
export const MAX_LIST_ENTRIES = 1000;

const NAME_MESSAGE = `Credential name must be 1 to ${MAX_CREDENTIAL_NAME_LENGTH} characters long.`;

/** A credential name, trimmed. */
export const credentialNameSchema = storableName(
  z.string().trim().min(1, { error: NAME_MESSAGE }).max(MAX_CREDENTIAL_NAME_LENGTH, { error: NAME_MESSAGE }),
  'Credential name',
);

/** A credential type name. */
export const credentialTypeSchema = z.string().min(1).max(256);

/** Credential data: field name → value (any JSON). */
export const credentialDataSchema = z
  .record(z.string().max(256), z.unknown())
  .refine((data) => Object.keys(data).length <= MAX_CREDENTIAL_DATA_FIELDS, {
    error: `at most ${MAX_CREDENTIAL_DATA_FIELDS} fields`,
  })
  .refine((data) => Buffer.byteLength(JSON.stringify(data)) <= MAX_CREDENTIAL_DATA_BYTES, {
    error: `at most ${MAX_CREDENTIAL_DATA_BYTES / 1024} KiB`,
  })
  .transform((data) => data as ICredentialDataDecryptedObject);

/** n8n's legacy node access list. */
export const nodesAccessSchema = z
  .array(z.object({ nodeType: z.string().min(1).max(256), date: z.string().max(64).optional() }))
  .max(MAX_LIST_ENTRIES);

/** `:id` of a credential. */
export const idParams = z.object({ id: idSchema });

/** `POST /credentials`. */
export const createBody = z.object({
  name: credentialNameSchema,
  type: credentialTypeSchema,
  data: credentialDataSchema.optional().default({}),
  nodesAccess: nodesAccessSchema.optional(),
});

/** `PATCH /credentials/:id`: every field optional. */
export const updateBody = z.object({
  name: credentialNameSchema.optional(),
  type: credentialTypeSchema.optional(),
  data: credentialDataSchema.optional(),
  nodesAccess: nodesAccessSchema.optional(),
});

/** `GET /credentials/:id?includeData=`. */
export const getQuery = z.object({ includeData: z.enum(['true', 'false']).optional() });

/** `GET /credentials/new?name=&credentialType=`. */
export const newNameQuery = z.object({
  name: z.string().max(MAX_CREDENTIAL_NAME_LENGTH, { error: NAME_MESSAGE }).optional(),
  credentialType: credentialTypeSchema.optional(),
});

/** `POST /credentials/test`. */
export const testBody = z.object({
  credentials: z.object({
    id: idSchema.optional(),
    type: credentialTypeSchema,
    data: credentialDataSchema.optional(),
  }),
});

/** `PUT /credentials/:id/share`. */
export const shareBody = z.object({ shareWithIds: z.array(idSchema).max(MAX_LIST_ENTRIES) });

/** `?id=` of the OAuth auth routes. */
export const oauthAuthQuery = z.object({ id: idSchema });

/** `GET /credential-translation?credentialType=`. */
export const translationQuery = z.object({ credentialType: credentialTypeSchema });
