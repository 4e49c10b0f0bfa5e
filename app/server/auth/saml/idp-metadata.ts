/**
 * Reads what the SP needs from an identity provider's metadata XML (SAML 2.0 metadata,
 * `EntityDescriptor` / `IDPSSODescriptor`): its entity id, where its single sign-on service
 * takes each binding, and its signing certificates.
 */
import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import { DomainError } from '../../domain-error';

/** SAML 2.0 binding URIs. */
export const BINDING_REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
export const BINDING_POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

/** The parts of the IdP metadata sign-in uses. */
export interface IdpMetadata {
  entityId: string;
  /** Single sign-on service locations by binding URI. */
  ssoUrls: ReadonlyMap<string, string>;
  /** Base64 DER certificates that sign the IdP's responses. */
  signingCerts: string[];
}

const select = xpath.useNamespaces({ md: 'urn:oasis:names:tc:SAML:2.0:metadata', ds: 'http://www.w3.org/2000/09/xmldsig#' });

function invalid(message: string): DomainError {
  return new DomainError('invalid', `The identity provider metadata is not usable: ${message}`);
}

function parse(xml: string): Document {
  const errors: string[] = [];
  const doc = new DOMParser({
    errorHandler: (level: string, message: unknown) => {
      if (level !== 'warning') errors.push(String(message));
    },
  }).parseFromString(xml, 'text/xml');
  if (errors.length > 0) throw invalid(`it is not well-formed XML (${errors[0]!.split('\n')[0]}).`);
  return doc as unknown as Document;
}

function attributeValues(doc: Document, path: string): string[] {
  return (select(path, doc as unknown as Node) as Attr[]).map((attribute) => attribute.value);
}

/** Parses `xml`; throws a DomainError ('invalid') saying what is missing. */
export function parseIdpMetadata(xml: string): IdpMetadata {
  // Metadata never needs a DTD; refusing one keeps entity expansion out.
  if (/<!DOCTYPE/i.test(xml)) throw invalid('it declares a DOCTYPE.');
  const doc = parse(xml);
  const entityId = attributeValues(doc, '/md:EntityDescriptor/@entityID')[0] ?? '';
  if (entityId === '') throw invalid('it has no EntityDescriptor with an entityID.');
  const idp = '/md:EntityDescriptor/md:IDPSSODescriptor';
  const ssoUrls = new Map<string, string>();
  for (const service of select(`${idp}/md:SingleSignOnService`, doc as unknown as Node) as Element[]) {
    const binding = service.getAttribute('Binding') ?? '';
    const location = service.getAttribute('Location') ?? '';
    if (binding !== '' && location !== '' && !ssoUrls.has(binding)) ssoUrls.set(binding, location);
  }
  if (ssoUrls.size === 0) throw invalid('it has no IDPSSODescriptor with a SingleSignOnService.');
  const keyPath = `${idp}/md:KeyDescriptor[not(@use) or @use='signing']/ds:KeyInfo/ds:X509Data/ds:X509Certificate`;
  const signingCerts = (select(keyPath, doc as unknown as Node) as Element[])
    .map((node) => (node.textContent ?? '').replace(/\s+/g, ''))
    .filter((cert) => cert !== '');
  if (signingCerts.length === 0) throw invalid('it has no signing certificate (KeyDescriptor with an X509Certificate).');
  return { entityId, ssoUrls, signingCerts };
}
