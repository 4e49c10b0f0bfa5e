/**
 * Community node packages (docs/community-nodes.md): npm packages of nodes written for the
 * anchor product, installed into `<user folder>/nodes` and loaded beside the core nodes,
 * with Switchyard's own `n8n-workflow` served to their code.
 */
import { join } from 'node:path';

export { CommunityPackagesService } from './community-packages-service';
export type { CommunityPackagesOptions, ICommunityPackagesService, PublicInstalledPackage } from './community-packages-service';
export { installN8nWorkflowAlias } from './module-alias';
export { npmAvailable } from './npm-cli';
export { PACKAGE_NAME, PACKAGE_VERSION } from './package-checks';

/** The folder community packages are installed in. */
export function communityNodesFolder(userFolder: string): string {
  return join(userFolder, 'nodes');
}
