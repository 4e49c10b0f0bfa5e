/**
 * Workflow tags (docs/server.md "Tags"): `GET /tags[?withUsageCount=true]`,
 * `POST /tags {name}`, `PATCH /tags/:id {name}`, `DELETE /tags/:id`.
 *
 * Any signed-in user may list, create and rename tags; deleting is for the instance
 * owner (and the default user before set-up) only. Names are trimmed, 1 to 24
 * characters and unique: a taken name is 409.
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../auth';
import { idParams, listTagsQuery, tagBody } from './workflows/schemas';
import { HttpError } from './errors';
import { parseInput } from './validation';

function nameTaken(name: string): HttpError {
  return new HttpError(409, `A tag named "${name}" already exists.`, { hint: 'Choose another name, or use the existing tag.' });
}

function tagNotFound(id: string): HttpError {
  return new HttpError(404, `Tag with ID "${id}" could not be found.`);
}

/** Registers the tag routes under `/rest`. */
export function registerTagRoutes(app: FastifyInstance): void {
  const rest = `/${app.switchyard.config.endpointRest}`;
  const { repositories } = app.switchyard;

  app.get(`${rest}/tags`, { preHandler: requireUser }, async (request) => {
    const { withUsageCount } = parseInput(listTagsQuery, request.query);
    const tags = withUsageCount === 'true' ? await repositories.tags.listWithUsage() : await repositories.tags.list();
    return { data: tags };
  });

  app.post(`${rest}/tags`, { preHandler: requireUser }, async (request) => {
    const { name } = parseInput(tagBody, request.body);
    const result = await repositories.tags.create(name);
    if (result.status === 'name-taken') throw nameTaken(name);
    if (result.status === 'not-found') throw new Error('A new tag cannot be missing.');
    return { data: result.tag };
  });

  app.patch(`${rest}/tags/:id`, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { name } = parseInput(tagBody, request.body);
    const result = await repositories.tags.rename(id, name);
    if (result.status === 'name-taken') throw nameTaken(name);
    if (result.status === 'not-found') throw tagNotFound(id);
    return { data: result.tag };
  });

  app.delete(`${rest}/tags/:id`, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const user = currentUser(request);
    if (user.role !== 'owner' && user.role !== 'default') {
      throw new HttpError(403, 'Only the instance owner can delete tags.');
    }
    if (!(await repositories.tags.delete(id))) throw tagNotFound(id);
    return { data: true };
  });
}
