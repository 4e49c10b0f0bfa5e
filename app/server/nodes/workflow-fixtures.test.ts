/**
 * Runs every workflow under tests/fixtures/workflows through the engine and compares each
 * node's output with the fixture's pinned data: pinned nodes named in `meta.inputs` feed
 * the run, every other pinned node is the expected output (output 0, item json).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IPinData } from '@sdk/workflow';
import { outputJson, runTestWorkflow, type TestWorkflow } from '../engine/testing/run-test-workflow';

const folder = path.resolve(__dirname, '../../../tests/fixtures/workflows');
const files = readdirSync(folder).filter((f) => f.endsWith('.json'));

describe('node fixtures', () => {
  it('finds the fixtures', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
  });

  for (const file of files) {
    const fixture = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as TestWorkflow & {
      meta: { description: string; inputs: string[] };
    };
    it(`${file}: ${fixture.meta.description}`, async () => {
      const pinData: IPinData = {};
      const expected: IPinData = {};
      for (const [name, items] of Object.entries(fixture.pinData ?? {}))
        (fixture.meta.inputs.includes(name) ? pinData : expected)[name] = items;
      const result = await runTestWorkflow({ ...fixture, pinData: undefined }, { pinData });
      expect(result.data.resultData.error, JSON.stringify(result.data.resultData.error)).toBeUndefined();
      for (const [name, items] of Object.entries(expected)) {
        expect(outputJson(result, name), `output of "${name}"`).toEqual(items.map((item) => item.json));
      }
    });
  }
});
