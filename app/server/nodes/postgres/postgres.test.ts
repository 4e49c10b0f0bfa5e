/**
 * The Postgres node per version against the local PostgreSQL (127.0.0.1:5432, database
 * `test`, trust): each test works in its own schema, dropped afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'pg';
import type { INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { postgresNode } from './index';
import { runNode } from '../http-request/testing/run-node';

const PG = { host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres', password: '', ssl: 'disable' };
const SCHEMA = `postgres_node_${process.pid}`;
let admin: Client;

beforeAll(async () => {
  admin = new Client({ host: PG.host, port: PG.port, database: PG.database, user: PG.user });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA}`);
});
afterAll(async () => {
  await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  await admin.end();
});

async function freshTable(name: string, columns: string): Promise<void> {
  await admin.query(`DROP TABLE IF EXISTS ${SCHEMA}.${name}; CREATE TABLE ${SCHEMA}.${name} (${columns})`);
}

const table = (name: string) => ({
  schema: { __rl: true, mode: 'name', value: SCHEMA },
  table: { __rl: true, mode: 'name', value: name },
});

async function run(version: number, parameters: INodeParameters, items?: INodeExecutionData[], continueOnFail = false) {
  return runNode(
    {
      type: 'n8n-nodes-base.postgres',
      typeVersion: version,
      parameters,
      credentials: { postgres: { id: 'pg', name: 'pg' } },
      ...(continueOnFail ? { continueOnFail: true } : {}),
    },
    { types: [postgresNode], credentials: { postgres: PG }, ...(items ? { items } : {}) },
  );
}

const rowsOf = async (name: string) => (await admin.query(`SELECT * FROM ${SCHEMA}.${name} ORDER BY id`)).rows;

describe('Postgres 2.2+: resource mapper columns', () => {
  it('inserts the values defined below, or the input items auto-mapped', async () => {
    await freshTable('people', 'id serial primary key, name text, age int');
    const defined = await run(2.2, {
      operation: 'insert',
      ...table('people'),
      columns: { mappingMode: 'defineBelow', value: { name: 'Ada', age: 36 }, matchingColumns: [], schema: [] },
    });
    expect(defined.output?.map((i) => i.json)).toEqual([{ id: 1, name: 'Ada', age: 36 }]);
    const mapped = await run(2.2, { operation: 'insert', ...table('people'), columns: { mappingMode: 'autoMapInputData', value: null } }, [
      { json: { name: 'Bob', age: 40 } },
      { json: { name: 'Cy', age: 5 } },
    ]);
    const expression = await run(
      2.3,
      { operation: 'insert', ...table('people'), columns: { mappingMode: 'defineBelow', value: { name: '={{ $json.n }}', age: 1 } } },
      [{ json: { n: 'Zed' } }],
    );
    expect(expression.output?.[0]?.json['name']).toBe('Zed');
    expect(mapped.output?.map((i) => [i.json['name'], i.pairedItem])).toEqual([
      ['Bob', { item: 0 }],
      ['Cy', { item: 1 }],
    ]);
  });

  it('refuses an auto-mapped field the table does not have (as n8n)', async () => {
    await freshTable('strict', 'id serial primary key, name text');
    const { result } = await run(
      2.2,
      { operation: 'insert', ...table('strict'), columns: { mappingMode: 'autoMapInputData', value: null } },
      [{ json: { name: 'A', extra: 1 } }],
    );
    expect(result.data.resultData.error?.message).toBe("Column 'extra' does not exist in selected table");
  });

  it('updates and upserts on several matching columns', async () => {
    await freshTable('stock', 'id serial primary key, shop text, sku text, qty int, unique (shop, sku)');
    await admin.query(`INSERT INTO ${SCHEMA}.stock (shop, sku, qty) VALUES ('a', 'x', 1), ('b', 'x', 2)`);
    const updated = await run(2.2, {
      operation: 'update',
      ...table('stock'),
      columns: { mappingMode: 'defineBelow', value: { shop: 'b', sku: 'x', qty: 9 }, matchingColumns: ['shop', 'sku'] },
    });
    expect(updated.output?.map((i) => i.json)).toEqual([{ id: 2, shop: 'b', sku: 'x', qty: 9 }]);
    await run(2.2, {
      operation: 'upsert',
      ...table('stock'),
      columns: { mappingMode: 'defineBelow', value: { shop: 'a', sku: 'x', qty: 7 }, matchingColumns: ['shop', 'sku'] },
    });
    expect((await rowsOf('stock')).map((r: { qty: number }) => r.qty)).toEqual([7, 9]);
  });

  it('v2.1 still reads Data Mode and Column to Match On', async () => {
    await freshTable('legacy', 'id int primary key, name text');
    await admin.query(`INSERT INTO ${SCHEMA}.legacy VALUES (1, 'old')`);
    const { output } = await run(2.1, {
      operation: 'update',
      ...table('legacy'),
      dataMode: 'defineBelow',
      columnToMatchOn: 'id',
      valueToMatchOn: '1',
      valuesToSend: { values: [{ column: 'name', value: 'new' }] },
    });
    expect(output?.map((i) => i.json)).toEqual([{ id: 1, name: 'new' }]);
  });
});

describe('Postgres: differences between versions', () => {
  it('a SELECT without rows: { success: true } before 2.3, no item from 2.3', async () => {
    const query = { operation: 'executeQuery', query: 'SELECT 1 AS one WHERE false' };
    expect((await run(2.2, query)).output?.map((i) => i.json)).toEqual([{ success: true }]);
    expect((await run(2.3, query)).output ?? []).toEqual([]);
    const write = { operation: 'executeQuery', query: `CREATE TABLE IF NOT EXISTS ${SCHEMA}.noop (id int)` };
    expect((await run(2.3, write)).output?.map((i) => i.json)).toEqual([{ success: true }]);
  });

  it('array columns take a JSON array written as text from 2.4', async () => {
    await freshTable('tagged', 'id serial primary key, tags text[]');
    const insert = (version: number) =>
      run(version, { operation: 'insert', ...table('tagged'), columns: { mappingMode: 'defineBelow', value: { tags: '["a","b"]' } } });
    expect((await insert(2.3)).result.status).toBe('error');
    expect((await insert(2.4)).output?.map((i) => i.json)).toEqual([{ id: 1, tags: ['a', 'b'] }]);
    const native = await run(2.2, { operation: 'insert', ...table('tagged'), columns: { mappingMode: 'autoMapInputData', value: null } }, [
      { json: { tags: ['c'] } },
    ]);
    expect(native.output?.[0]?.json['tags']).toEqual(['c']);
  });

  it('query parameters: an expression result with commas is one value before 2.5, several from 2.5', async () => {
    const parameters = {
      operation: 'executeQuery',
      query: 'SELECT $1::text AS first',
      options: { queryReplacement: '={{ $json.list }}' },
    };
    const items = [{ json: { list: 'x,y' } }];
    expect((await run(2.4, parameters, items)).output?.[0]?.json).toEqual({ first: 'x,y' });
    expect((await run(2.5, parameters, items)).output?.[0]?.json).toEqual({ first: 'x' });
    const two = await run(2.5, { ...parameters, query: 'SELECT $1::text AS a, $2::text AS b' }, items);
    expect(two.output?.[0]?.json).toEqual({ a: 'x', b: 'y' });
  });

  it('an insert without columns writes defaults from 2.6 and fails before', async () => {
    await freshTable('defaults', "id serial primary key, note text default 'n/a'");
    const insert = (version: number) =>
      run(version, { operation: 'insert', ...table('defaults'), columns: { mappingMode: 'defineBelow', value: {} } });
    expect((await insert(2.5)).result.status).toBe('error');
    expect((await insert(2.6)).output?.map((i) => i.json)).toEqual([{ id: 1, note: 'n/a' }]);
  });
});

describe('Postgres: query batching and Continue On Fail', () => {
  it('single mode rolls every item back on a failure and gives one error item', async () => {
    await freshTable('batch', 'id int primary key');
    const parameters = { operation: 'executeQuery', query: `INSERT INTO ${SCHEMA}.batch VALUES ({{ $json.id }})` };
    const items = [{ json: { id: 1 } }, { json: { id: 1 } }];
    const single = await run(2.6, parameters, items, true);
    expect(single.output).toHaveLength(1);
    expect(single.output?.[0]?.json['message']).toContain('duplicate key');
    expect(await rowsOf('batch')).toEqual([]);
    const each = await run(2.6, { ...parameters, options: { queryBatching: 'independently' } }, items, true);
    expect(each.output?.map((i) => Object.keys(i.json).sort())).toEqual([['success'], ['error', 'item', 'message']]);
    expect(await rowsOf('batch')).toEqual([{ id: 1 }]);
  });

  it('refuses a version it does not implement', async () => {
    const { result } = await run(2.7, { operation: 'executeQuery', query: 'SELECT 1' });
    expect(result.status).not.toBe('success');
  });
});
