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
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireOwner, requireUser } from '../auth';
import { PACKAGE_NAME, PACKAGE_VERSION } from '../community-packages';
import { HttpError } from './errors';
import { parseInput } from './validation';

const packageName = z.string().trim().max(214, { error: 'The package name is at most 214 characters long.' }).regex(PACKAGE_NAME, {
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

  // Icons shipped in a package (`iconUrl` of its nodes), public like types/nodes.json.
  // An SVG opened directly runs nothing: the answer is sandboxed and never sniffed.
  app.get('/icons/*', async (request, reply) => {
    const rest = (request.params as { '*'?: string })['*'] ?? '';
    const parts = rest.split('/');
    const nameLength = parts[0]?.startsWith('@') ? 2 : 1;
    const packageName = parts.slice(0, nameLength).join('/');
    const file = PACKAGE_NAME.test(packageName) ? packages.service.iconFile(packageName, parts.slice(nameLength).join('/')) : undefined;
    const content = file ? await readFile(file).catch(() => undefined) : undefined;
    if (!content) throw new HttpError(404, 'No such icon.');
    return reply
      .header('content-type', file!.toLowerCase().endsWith('.svg') ? 'image/svg+xml' : 'image/png')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-cache')
      .send(content);
  });

  app.delete(base, { preHandler: requireOwner }, async (request) => {
    const { name } = parseInput(nameQuery, request.query);
    await packages.service.uninstall(name);
    return { data: true };
  });
}
