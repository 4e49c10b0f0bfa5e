/**
 * The public API's reference viewer at `<base>/docs/` (n8n serves its Swagger UI there):
 * Swagger UI from the `swagger-ui-dist` package, reading this instance's
 * `<base>/openapi.json`. The page and its start script are Switchyard's own files, so the
 * editor's CSP (scripts from this origin only, no inline script) holds; only the package's
 * bundle, preset, style sheet and icons are served from it, by name.
 * Off when `N8N_PUBLIC_API_SWAGGERUI_DISABLED` is true (or the public API is disabled).
 */
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

const require = createRequire(import.meta.url);

/**
 * The package files the page loads, with their content types. A Map, not an object literal:
 * a request for `constructor` or `__proto__` must not find Object.prototype's members.
 */
const ASSETS: ReadonlyMap<string, string> = new Map([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
  ['swagger-ui-standalone-preset.js', 'text/javascript; charset=utf-8'],
  ['favicon-32x32.png', 'image/png'],
  ['favicon-16x16.png', 'image/png'],
]);

function page(docs: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Switchyard public API</title>
    <link rel="stylesheet" href="${docs}swagger-ui.css" />
    <link rel="icon" type="image/png" href="${docs}favicon-32x32.png" sizes="32x32" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${docs}swagger-ui-bundle.js"></script>
    <script src="${docs}swagger-ui-standalone-preset.js"></script>
    <script src="${docs}start.js"></script>
  </body>
</html>
`;
}

function startScript(documentUrl: string): string {
  return `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(documentUrl)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  plugins: [SwaggerUIBundle.plugins.DownloadUrl],
  layout: 'StandaloneLayout',
});
`;
}

/** Registers the viewer under `base` (e.g. `/api/v1`). */
export function registerSwaggerUi(app: FastifyInstance, base: string): void {
  const folder = dirname(require.resolve('swagger-ui-dist/package.json'));
  const docs = `${base}/docs/`;
  app.get(`${base}/docs`, async (_request, reply) => reply.redirect(docs));
  app.get(docs, async (_request, reply) => reply.type('text/html; charset=utf-8').send(page(docs)));
  app.get(`${docs}start.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(startScript(`${base}/openapi.json`)),
  );
  app.get<{ Params: { file: string } }>(`${docs}:file`, async (request, reply) => {
    const type = ASSETS.get(request.params.file);
    if (type === undefined) return reply.code(404).send({ code: 404, message: 'Not found' });
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=86400')
      .send(createReadStream(join(folder, request.params.file)));
  });
}
