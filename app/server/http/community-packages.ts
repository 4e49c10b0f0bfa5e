/**
 * Community node packages (docs/community-nodes.md), the anchor product's routes and shapes:
 * - `GET /community-packages`: the installed packages (`PublicInstalledPackage[]`: version,
 *   nodes, `updateAvailable`, `failedLoading`);
 * - `POST /community-packages {name, version?, verify?}`: installs and loads it (no restart);
 * - `PATCH /community-packages {name}`: updates it to the registry's latest version;
 * - `DELETE /community-packages?name=`: uninstalls it.
 * Listing is for any signed-in user; installing, updating and uninstalling for the owner
 * only. With N8N_COMMUNITY_PACKAGES_ENABLED=false none of these routes exists.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireOwner, requireUser } from '../auth';
import { PACKAGE_NAME, PACKAGE_VERSION } from '../community-packages';
import { parseInput } from './validation';

const packageName = z
  .string()
  .trim()
  .max(214, { error: 'The package name is at most 214 characters long.' })
  .regex(PACKAGE_NAME, {
    error: 'The package name is not a valid npm package name (lower case letters, digits, - . _ ~, optionally @scope/).',
  });

const installBody = z.object({
  name: packageName,
  version: z.string().trim().regex(PACKAGE_VERSION, { error: 'The version is not a valid npm version or tag.' }).optional(),
  verify: z.boolean().optional(),
});
const nameBody = z.object({ name: packageName });
const nameQuery = z.object({ name: packageName });

/** Registers the community package routes when community packages are enabled. */
export function registerCommunityPackageRoutes(app: FastifyInstance): void {
  const packages = app.switchyard.communityPackages;
  if (!packages) return;
  const base = `/${app.switchyard.config.endpointRest}/community-packages`;

  app.get(base, { preHandler: requireUser }, async () => ({ data: await packages.service.list() }));

  app.post(base, { preHandler: requireOwner }, async (request) => {
    const { name, version } = parseInput(installBody, request.body);
    return { data: await packages.service.install(name, version) };
  });

  app.patch(base, { preHandler: requireOwner }, async (request) => {
    const { name } = parseInput(nameBody, request.body);
    return { data: await packages.service.update(name) };
  });

  app.delete(base, { preHandler: requireOwner }, async (request) => {
    const { name } = parseInput(nameQuery, request.query);
    await packages.service.uninstall(name);
    return { data: true };
  });
}
