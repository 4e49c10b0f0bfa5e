import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { routeTable, trackRoutes } from './route-table';

describe('route table', () => {
  it('records every route registered after tracking starts, plugins included, without HEAD twins', async () => {
    const app = Fastify();
    app.get('/before', async () => 'not tracked');
    trackRoutes(app);
    app.get('/rest/things/:id', async () => 'ok');
    app.route({ method: ['POST', 'PUT'], url: '/rest/things', handler: async () => 'ok' });
    await app.register(
      async (child) => {
        child.delete('/:id', async () => 'ok');
      },
      { prefix: '/api/v1/things' },
    );
    await app.ready();
    expect(routeTable(app)).toEqual([
      { method: 'GET', url: '/rest/things/:id' },
      { method: 'POST', url: '/rest/things' },
      { method: 'PUT', url: '/rest/things' },
      { method: 'DELETE', url: '/api/v1/things/:id' },
    ]);
    expect(routeTable(Fastify())).toEqual([]);
    await app.close();
  });
});
