/**
 * Public URLs of the instance. Without WEBHOOK_URL / SWITCHYARD_EDITOR_BASE_URL they are
 * derived from the address actually bound, so `PORT=0` (tests) still reports a usable URL.
 */
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from './config';
import { withoutTrailingSlash } from './config/env';

/** The public base URLs the editor and external services should use. */
export interface PublicUrls {
  /** Base for webhooks, with a trailing slash: `http://localhost:5678/`. */
  webhookBase: string;
  /** Base of the editor, without a trailing slash: `http://localhost:5678`. */
  editorBase: string;
}

// Loopback and wildcard binds are published as localhost, which OAuth providers accept.
const LOCAL_HOSTS: ReadonlySet<string> = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/** `host:port` as it belongs in a URL: IPv6 in brackets, local and wildcard binds as localhost. */
export function urlHost(host: string, port: number): string {
  // A wildcard bind has no address to connect to; locally it is reachable as localhost.
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/** Base URLs from configuration, falling back to the bound port. */
export function resolvePublicUrls(config: ServerConfig, boundPort: number | undefined): PublicUrls {
  const port = config.port !== 0 ? config.port : (boundPort ?? config.port);
  const host = LOCAL_HOSTS.has(config.host) ? 'localhost' : config.host;
  const webhookBase = config.webhookUrl ?? `http://${urlHost(host, port)}/`;
  const editorBase = config.editorBaseUrl ?? withoutTrailingSlash(webhookBase);
  return { webhookBase, editorBase };
}

/** The port the server actually listens on, or undefined before `listen` (or on a pipe). */
export function boundPort(server: { address(): string | AddressInfo | null }): number | undefined {
  const address = server.address();
  return address !== null && typeof address === 'object' ? address.port : undefined;
}
