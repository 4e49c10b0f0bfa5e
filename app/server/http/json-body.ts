/**
 * JSON request bodies of the REST API (and the public API): fastify's own parser (with its
 * prototype-poisoning checks, as configured), after a scan of the text that refuses a body
 * nesting deeper than the limit with 400. The scan runs before parsing, so a body of
 * `[[[…]]]` is refused before it is turned into thousands of nested arrays that saving
 * or serialising would overflow the stack on (docs/security.md "Resource limits").
 * Webhook routes read their bodies as bytes and check JSON themselves (webhooks/request-body.ts).
 */
import type { FastifyInstance } from 'fastify';
import { jsonTextNestsDeeperThan } from '../data-limits';
import { HttpError } from './errors';

/** Replaces the `application/json` parser of `app` by one that refuses bodies nesting deeper than `maxDepth`. */
export function registerJsonBodyParser(app: FastifyInstance, maxDepth: number): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonTextNestsDeeperThan(body as string, maxDepth)) {
      done(
        new HttpError(400, `The request body nests deeper than ${maxDepth} levels, more than this server accepts.`, {
          hint: 'Send flatter JSON, or raise SWITCHYARD_JSON_MAX_DEPTH.',
        }),
        undefined,
      );
      return;
    }
    parse(request, body as string, done);
  });
}
