/**
 * A SAML identity provider for tests, built here on xml-crypto (the signing library
 * node-saml itself verifies with): a key and certificate made by openssl at start, its
 * metadata, and an SSO endpoint for the redirect and POST bindings that answers with a page
 * posting a signed Response to the SP's assertion consumer, as real IdPs do. Each response
 * can be bent (unsigned, expired, another audience) to check that the SP refuses it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';

/** The user the IdP signs in, as attribute name → value. */
export type IdpUser = { nameId: string; attributes: Record<string, string> };

/** How the next response is bent. */
export interface ResponseOptions {
  signed?: boolean;
  /** Seconds from now the assertion stops being valid (negative: expired). */
  validForSeconds?: number;
  /** The audience the assertion is for; the SP's entity id by default. */
  audience?: string;
}

export interface TestIdp {
  base: string;
  entityId: string;
  metadata: string;
  /** Who the next sign-ins are. */
  user: IdpUser;
  /** How the responses are made (signed, valid 5 minutes, right audience unless set). */
  options: ResponseOptions;
  /** A signed (unless bent) Response for `acsUrl`, base64 as the form carries it. */
  response(acsUrl: string, audience: string, options?: ResponseOptions, inResponseTo?: string): string;
  stop(): Promise<void>;
}

export const CLAIMS = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function makeKeys(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'switchyard-idp-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=test-idp', '-keyout', key, '-out', cert],
      {
        stdio: 'ignore',
      },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** What the AuthnRequest says: its id, issuer and where to answer. */
function readRequest(xml: string): { id: string; issuer: string; acs: string } {
  return {
    id: /\sID="([^"]+)"/.exec(xml)?.[1] ?? '',
    issuer: /<(?:saml2?:)?Issuer[^>]*>([^<]+)</.exec(xml)?.[1] ?? '',
    acs: /AssertionConsumerServiceURL="([^"]+)"/.exec(xml)?.[1] ?? '',
  };
}

/** Starts the IdP on a free 127.0.0.1 port. */
export async function startTestIdp(): Promise<TestIdp> {
  const { key, cert } = makeKeys();
  const certBody = cert.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${base}/idp`;

  const metadata = `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${entityId}">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${certBody}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${base}/sso"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${base}/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;

  const idp: TestIdp = {
    base,
    entityId,
    metadata,
    user: { nameId: 'ada@corp.example', attributes: { [`${CLAIMS}/emailaddress`]: 'ada@corp.example' } },
    options: {},
    response(acsUrl, audience, options = idp.options, inResponseTo) {
      const now = Date.now();
      const iso = (ms: number) => new Date(ms).toISOString();
      const until = now + (options.validForSeconds ?? 300) * 1000;
      const issued = options.validForSeconds !== undefined && options.validForSeconds < 0 ? until - 300_000 : now;
      const assertionId = `_a${randomUUID()}`;
      const replyTo = inResponseTo === undefined ? '' : ` InResponseTo="${escapeXml(inResponseTo)}"`;
      const attributes = Object.entries(idp.user.attributes)
        .map(
          ([name, value]) =>
            `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`,
        )
        .join('');
      const assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${iso(issued)}"><saml:Issuer>${escapeXml(entityId)}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(idp.user.nameId)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${iso(until)}" Recipient="${escapeXml(acsUrl)}"${replyTo}/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${iso(issued - 5000)}" NotOnOrAfter="${iso(until)}"><saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience ?? audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${iso(issued)}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement>${attributes}</saml:AttributeStatement></saml:Assertion>`;
      let xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID()}" Version="2.0" IssueInstant="${iso(issued)}" Destination="${escapeXml(acsUrl)}"${replyTo}><saml:Issuer>${escapeXml(entityId)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
      if (options.signed !== false) {
        const signer = new SignedXml({
          privateKey: key,
          publicCert: cert,
          signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
          canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
        });
        signer.addReference({
          xpath: "//*[local-name(.)='Assertion']",
          transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
          digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
        });
        signer.computeSignature(xml, {
          location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
        });
        xml = signer.getSignedXml();
      }
      return Buffer.from(xml, 'utf8').toString('base64');
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  server.on('request', (request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', base);
      if (url.pathname === '/metadata') {
        response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(metadata);
        return;
      }
      if (url.pathname !== '/sso') {
        response.writeHead(404).end();
        return;
      }
      // Redirect binding: deflated in the query; POST binding: plain base64 in a form.
      let samlRequest: string;
      let relayState: string;
      if (request.method === 'POST') {
        const form = new URLSearchParams(await readBody(request));
        samlRequest = Buffer.from(form.get('SAMLRequest') ?? '', 'base64').toString('utf8');
        relayState = form.get('RelayState') ?? '';
      } else {
        samlRequest = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
        relayState = url.searchParams.get('RelayState') ?? '';
      }
      const authn = readRequest(samlRequest);
      const answer = idp.response(authn.acs, authn.issuer, idp.options, authn.id);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><html><head><title>Test IdP</title></head><body>
<form method="post" action="${escapeXml(authn.acs)}"><input type="hidden" name="SAMLResponse" value="${answer}"><input type="hidden" name="RelayState" value="${escapeXml(relayState)}"><button type="submit">Continue</button></form>
<script>document.forms[0].submit();</script></body></html>`);
    })().catch(() => response.writeHead(500).end());
  });
  return idp;
}

/** The hidden fields and action of the auto-posting page the IdP answered. */
export function readIdpForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    fields[match[1]!] = match[2]!
      .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"');
  }
  return { action: action.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&'), fields };
}
