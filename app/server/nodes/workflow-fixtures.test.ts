/**
 * Runs every workflow under tests/fixtures/workflows through the engine and compares each
 * node's output with the fixture's pinned data: pinned nodes named in `meta.inputs` feed
 * the run, every other pinned node is the expected output (output 0, item json).
 * A fixture with `meta.server` gets that real server on 127.0.0.1 for its run, its address
 * written over `http://fixture.local` in the node parameters (and in `meta.credentials`,
 * the credential data by id that the fixture's nodes use: local Redis, MariaDB, ...).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IDataObject, IPinData } from '@sdk/workflow';
import { CredentialTypeRegistry } from '../credentials/types';
import { outputJson, runTestWorkflow, type TestWorkflow } from '../engine/testing/run-test-workflow';
import { fixtureServer, FIXTURE_SERVER_PLACEHOLDER, type FixtureServerName } from './testing/fixture-servers';

const credentialTypes = new CredentialTypeRegistry();
const folder = path.resolve(__dirname, '../../../tests/fixtures/workflows');
const files = readdirSync(folder).filter((f) => f.endsWith('.json'));

describe('node fixtures', () => {
  it('finds the fixtures', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
  });

  for (const file of files) {
    const fixture = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as TestWorkflow & {
      meta: { description: string; inputs: string[]; server?: FixtureServerName; credentials?: Record<string, IDataObject> };
    };
    it(`${file}: ${fixture.meta.description}`, async () => {
      const pinData: IPinData = {};
      const expected: IPinData = {};
      for (const [name, items] of Object.entries(fixture.pinData ?? {}))
        (fixture.meta.inputs.includes(name) ? pinData : expected)[name] = items;
      const server = fixture.meta.server ? await fixtureServer(fixture.meta.server) : undefined;
      const withServer = <T>(value: T): T =>
        server ? (JSON.parse(JSON.stringify(value).replaceAll(FIXTURE_SERVER_PLACEHOLDER, server.url)) as T) : value;
      const nodes = withServer(fixture.nodes);
      const credentials = new Map(Object.entries(withServer(fixture.meta.credentials ?? {})));
      const services = {
        loadCredential: async (id: string) => credentials.get(id),
        credentialType: (name: string) => credentialTypes.get(name),
      };
      const result = await runTestWorkflow({ ...fixture, nodes, pinData: undefined }, { pinData, services }).finally(() => server?.close());
      expect(result.data.resultData.error, JSON.stringify(result.data.resultData.error)).toBeUndefined();
      for (const [name, items] of Object.entries(expected)) {
        expect(outputJson(result, name), `output of "${name}"`).toEqual(items.map((item) => item.json));
      }
    });
  }
});
