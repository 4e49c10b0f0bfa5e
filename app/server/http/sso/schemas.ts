/** Request schemas of the SAML routes. Every string is bounded. */
import { z } from 'zod';

const attributeName = z.string().trim().max(512);

/** Largest metadata document taken (pasted or fetched). */
export const MAX_METADATA_BYTES = 512 * 1024;

/** Body of `POST /sso/saml/config` (n8n's field names); fields left out take their defaults. */
export const samlConfigBody = z.object({
  mapping: z
    .object({
      email: attributeName.min(1, 'mapping.email must name the attribute holding the e-mail address.'),
      firstName: attributeName.default(''),
      lastName: attributeName.default(''),
      userPrincipalName: attributeName.default(''),
    })
    .optional(),
  metadata: z.string().max(MAX_METADATA_BYTES).default(''),
  metadataUrl: z
    .string()
    .trim()
    .max(2048)
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'metadataUrl must be an http(s) URL.')
    .default(''),
  ignoreSSL: z.boolean().default(false),
  loginBinding: z.enum(['redirect', 'post']).default('redirect'),
  loginEnabled: z.boolean().default(false),
  loginLabel: z.string().trim().max(128).default(''),
});

/** Body of `POST /sso/saml/config/toggle`. */
export const samlToggleBody = z.object({ loginEnabled: z.boolean() });

/** Query of `GET /sso/saml/initsso`. */
export const initSsoQuery = z.object({ redirect: z.string().max(2048).default('/') });

/** Body of `POST /sso/saml/acs` (form fields the IdP's page posts). */
export const acsBody = z.object({
  SAMLResponse: z
    .string()
    .min(1, 'SAMLResponse is missing.')
    .max(2 * 1024 * 1024),
  RelayState: z.string().max(4096).default(''),
});
