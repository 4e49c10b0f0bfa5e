/**
 * Custom nodes: node and credential types an operator drops into `<userFolder>/custom`
 * or the folders of `N8N_CUSTOM_EXTENSIONS`, loaded at start (see load.ts).
 */
import { join } from 'node:path';
import type { ServerConfig } from '../config';

export { CUSTOM_PACKAGE, loadCustomNodes } from './load';
export type { CustomLoadLogger, CustomLoadResult, LoadCustomNodesInput, SkippedFile } from './load';

/** The folders scanned for custom nodes: the user folder's `custom`, then the configured ones. */
export function customNodeFolders(config: Pick<ServerConfig, 'userFolder' | 'customExtensions'>): string[] {
  return [join(config.userFolder, 'custom'), ...config.customExtensions];
}
