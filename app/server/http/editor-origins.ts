/**
 * The services outside the instance the editor's own scripts call, by configuration: the
 * product API of prompts and surveys (only while diagnostics are on), the version-list
 * endpoint of version notices, and the templates host. The editor's CSP lets its scripts
 * reach exactly these origins besides its own.
 */
import type { ServerConfig } from '../config';
import { originOf } from './security-headers';

/** The origins the editor's policy must allow in `connect-src`. */
export function editorConnectOrigins(config: ServerConfig): string[] {
  const urls: string[] = [];
  if (config.telemetryEnabled && config.productApiUrl !== '') urls.push(config.productApiUrl);
  if (config.versionNotifications.enabled) urls.push(config.versionNotifications.endpoint);
  // The built-in catalogue (host null) is on the editor's own origin.
  if (config.templates.enabled && config.templates.host !== null) urls.push(config.templates.host);
  return urls.map(originOf).filter((origin): origin is string => origin !== undefined);
}
