/**
 * Postgres PGVector Store against a real PostgreSQL with pgvector (PGlite over the wire,
 * ./testing/pgvector-server.ts) and the local OpenAI stand-in for embeddings: documents go
 * into LangChain's table layout and come back ranked by distance; collections and metadata
 * filters narrow the search; a database without the extension fails with how to get it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IConnections, INode, INodeParameters } from '@sdk/workflow';
import { node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';
import { startOpenAiCompatibleServer, type OpenAiCompatibleServer } from '../testing/openai-compatible-server';
import { startPgVectorServer, type PgVectorServer } from './testing/pgvector-server';

const AI = '@n8n/n8n-nodes-langchain';
const CREDS = { openAiApi: { id: 'c', name: 'c' }, postgres: { id: 'p', name: 'p' } };
const FACTS = [
  { title: 'Paris', text: 'The capital of France is Paris.' },
  { title: 'Bananas', text: 'Bananas are yellow when they are ripe.' },
  { title: 'Rust', text: 'Rust is a systems programming language.' },
];

let openAi: OpenAiCompatibleServer;
let pg: PgVectorServer;
beforeAll(async () => {
  openAi = await startOpenAiCompatibleServer(() => ({ content: '' }));
  pg = await startPgVectorServer();
});
afterAll(async () => {
  await openAi?.close();
  await pg?.close();
});

const services = () => ({ loadCredential: async () => ({ apiKey: 'sk-test', url: openAi.baseUrl, ...pg.credential }) });
const embeddings = () =>
  node('Embed', `${AI}.embeddingsOpenAi`, { model: 'text-embedding-3-small', options: {} }, { typeVersion: 1.2, credentials: CREDS });

async function insert(parameters: INodeParameters, facts = FACTS) {
  const nodes: INode[] = [
    node('Facts', 'manualTrigger'),
    node('Insert', `${AI}.vectorStorePGVector`, { mode: 'insert', ...parameters }, { typeVersion: 1.3, credentials: CREDS }),
    embeddings(),
    node(
      'Loader',
      `${AI}.documentDefaultDataLoader`,
      {
        dataType: 'json',
        jsonMode: 'expressionData',
        jsonData: '={{ $json.text }}',
        options: { metadata: { metadataValues: [{ name: 'title', value: '={{ $json.title }}' }] } },
      },
      { typeVersion: 1.1 },
    ),
  ];
  const connections: IConnections = {
    Facts: { main: [[{ node: 'Insert', type: 'main', index: 0 }]] },
    Embed: { ai_embedding: [[{ node: 'Insert', type: 'ai_embedding', index: 0 }]] },
    Loader: { ai_document: [[{ node: 'Insert', type: 'ai_document', index: 0 }]] },
  };
  return runTestWorkflow(
    { id: 'wf-pg', nodes, connections },
    { pinData: { Facts: facts.map((json) => ({ json })) }, services: services() },
  );
}

async function getMany(parameters: INodeParameters, q: string) {
  return runTestWorkflow(
    {
      id: 'wf-pg',
      nodes: [
        node('Ask', 'manualTrigger'),
        node(
          'Get',
          `${AI}.vectorStorePGVector`,
          { mode: 'load', prompt: '={{ $json.q }}', topK: 2, ...parameters },
          { typeVersion: 1.3, credentials: CREDS },
        ),
        embeddings(),
      ],
      connections: {
        Ask: { main: [[{ node: 'Get', type: 'main', index: 0 }]] },
        Embed: { ai_embedding: [[{ node: 'Get', type: 'ai_embedding', index: 0 }]] },
      },
    },
    { pinData: { Ask: [{ json: { q } }] }, services: services() },
  );
}

type Hit = { document: { pageContent: string; metadata: { title: string } }; score: number };

describe('Postgres PGVector Store', () => {
  it('fails with how to get the extension when the database lacks it and "Create Extension" is off', async () => {
    const run = await insert({ tableName: 'no_extension' });
    expect(run.status).toBe('error');
    expect(run.data.resultData.error?.message).toContain('pgvector extension is not installed');
    expect(run.data.resultData.error?.message).toContain('"Create Extension"');
  });

  it("inserts documents in LangChain's table layout and gets them back ranked by cosine distance", async () => {
    const inserted = await insert({ tableName: 'n8n_vectors', createExtension: true });
    expect(inserted.status, JSON.stringify(inserted.data.resultData.error)).toBe('success');
    expect(outputJson(inserted, 'Insert')).toHaveLength(3);
    const rows = await pg.query<{ text: string; title: string; dims: number }>(
      `SELECT text, metadata->>'title' AS title, vector_dims(embedding) AS dims FROM n8n_vectors ORDER BY text`,
    );
    expect(rows.map((r) => r.title)).toEqual(['Bananas', 'Rust', 'Paris']);
    expect(rows[0]!.dims).toBeGreaterThan(0);

    const search = await getMany({ tableName: 'n8n_vectors' }, 'Bananas are yellow when they are ripe.');
    expect(search.status, JSON.stringify(search.data.resultData.error)).toBe('success');
    const hits = outputJson(search, 'Get') as Hit[];
    expect(hits).toHaveLength(2);
    expect(hits[0]!.document).toMatchObject({ pageContent: 'Bananas are yellow when they are ripe.', metadata: { title: 'Bananas' } });
    // LangChain scores with the distance: the same text is at (almost) zero, the next further away.
    expect(hits[0]!.score).toBeCloseTo(0, 5);
    expect(hits[1]!.score).toBeGreaterThan(hits[0]!.score);
  });

  it('keeps collections apart, filters by metadata and reads custom column names', async () => {
    const columns = { values: { idColumnName: 'doc_id', vectorColumnName: 'vec', contentColumnName: 'body', metadataColumnName: 'meta' } };
    const fruit = { values: { useCollection: true, collectionName: 'fruit', collectionTableName: 'my_collections' } };
    const other = { values: { useCollection: true, collectionName: 'other', collectionTableName: 'my_collections' } };
    expect((await insert({ tableName: 'docs', options: { collection: fruit, columnNames: columns } }, FACTS.slice(1, 2))).status).toBe(
      'success',
    );
    expect((await insert({ tableName: 'docs', options: { collection: other, columnNames: columns } }, [FACTS[0]!, FACTS[2]!])).status).toBe(
      'success',
    );

    const inFruit = outputJson(
      await getMany({ tableName: 'docs', options: { collection: fruit, columnNames: columns } }, 'anything'),
      'Get',
    ) as Hit[];
    expect(inFruit.map((h) => h.document.metadata.title)).toEqual(['Bananas']);
    const filtered = outputJson(
      await getMany(
        {
          tableName: 'docs',
          options: { collection: other, columnNames: columns, metadata: { metadataValues: [{ name: 'title', value: 'Rust' }] } },
        },
        'The capital of France is Paris.',
      ),
      'Get',
    ) as Hit[];
    expect(filtered.map((h) => h.document.metadata.title)).toEqual(['Rust']);
    const stored = await pg.query<{ name: string; n: number }>(
      `SELECT c.name, count(*)::int AS n FROM docs d JOIN my_collections c ON c.uuid = d.collection_id GROUP BY c.name ORDER BY c.name`,
    );
    expect(stored).toEqual([
      { name: 'fruit', n: 1 },
      { name: 'other', n: 2 },
    ]);
  });
});
