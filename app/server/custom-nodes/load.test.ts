/**
 * Loading custom nodes from folders: the fixture's Catalog node and Catalog API credential
 * are registered (as `CUSTOM.catalog` and `catalogApi`), broken files are skipped with
 * their reason logged, node_modules is not walked, and a missing folder is no error.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CredentialTypeRegistry } from '../credentials/types';
import { NodeTypeRegistry } from '../engine/node-type-registry';
import { loadCustomNodes } from './load';

const FIXTURE = resolve(import.meta.dirname, '../../../tests/fixtures/custom-nodes');

const NODE_SOURCE = (className: string, name: string, extra = '') => `
class ${className} {
  constructor() {
    this.description = { displayName: '${className}', name: '${name}', group: ['transform'], version: [1, 2], defaults: { name: '${className}' }, inputs: ['main'], outputs: ['main'], properties: [] ${extra} };
  }
  async execute() { return [this.getInputData()]; }
}
module.exports = { ${className} };
`;

describe('loadCustomNodes', () => {
  let folder: string;
  let nodeTypes: NodeTypeRegistry;
  let credentialTypes: CredentialTypeRegistry;
  let warnings: string[];
  const load = (folders: string[]) =>
    loadCustomNodes({ folders, nodeTypes, credentialTypes, logger: { info: () => undefined, warn: (message) => warnings.push(message) } });

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'switchyard-custom-'));
    await writeFile(join(folder, 'package.json'), '{"type":"commonjs"}');
    nodeTypes = new NodeTypeRegistry();
    credentialTypes = new CredentialTypeRegistry();
    warnings = [];
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('registers the fixture node as CUSTOM.catalog and its credential type beside the built-in ones', async () => {
    const result = await load([FIXTURE]);
    expect(result).toEqual({ nodeTypes: ['CUSTOM.catalog'], credentialTypes: ['catalogApi'], skipped: [] });
    expect(nodeTypes.get('CUSTOM.catalog', 1)?.description.displayName).toBe('Catalog');
    expect(nodeTypes.descriptions().map((d) => d.name)).toEqual(['CUSTOM.catalog']);
    expect(credentialTypes.get('catalogApi')?.displayName).toBe('Catalog API');
    expect(credentialTypes.has('httpBasicAuth')).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('answers the list search of the loaded node, a page at a time', async () => {
    await load([FIXTURE]);
    const search = nodeTypes.get('CUSTOM.catalog', 1)!.methods!.listSearch!['searchCatalog']!;
    const context = {} as ThisParameterType<typeof search>;
    const bolts = await search.call(context, 'bolt');
    expect(bolts.results.map((r) => r.name)).toEqual([
      'Anchor Bolt',
      'Carriage Bolt',
      'Eye Bolt',
      'Hex Bolt',
      'Shoulder Bolt',
      'Toggle Bolt',
      'U-Bolt',
    ]);
    expect(bolts.paginationToken).toBeUndefined();
    const first = await search.call(context, '');
    expect(first.results).toHaveLength(10);
    const last = await search.call(context, '', '20');
    expect(last.results.map((r) => r.value)).toContain('sku-030');
    expect(last.paginationToken).toBeUndefined();
  });

  it('honours every version a description lists, and versioned node types', async () => {
    await writeFile(join(folder, 'Multi.node.js'), NODE_SOURCE('Multi', 'multi'));
    await writeFile(
      join(folder, 'Versioned.node.js'),
      `${NODE_SOURCE('V1', 'versioned').replace('module.exports = { V1 };', '')}
class Versioned {
  constructor() {
    this.description = { displayName: 'Versioned', name: 'versioned', defaultVersion: 1 };
    this.currentVersion = 1;
    this.nodeVersions = { 1: new V1() };
  }
}
module.exports = { Versioned };`,
    );
    const result = await load([folder]);
    expect(result.skipped).toEqual([]);
    expect(nodeTypes.get('CUSTOM.multi', 1)).toBeDefined();
    expect(nodeTypes.get('CUSTOM.multi', 2)).toBeDefined();
    expect(nodeTypes.get('CUSTOM.versioned', 1)?.description.name).toBe('CUSTOM.versioned');
  });

  it('skips broken files with their reason and keeps loading the others', async () => {
    await writeFile(join(folder, 'Syntax.node.js'), 'class Syntax { constructor( }');
    await writeFile(join(folder, 'Throws.node.js'), "throw new Error('boom at load');");
    await writeFile(join(folder, 'NoClass.node.js'), 'module.exports = { value: 1 };');
    await writeFile(join(folder, 'NoProps.node.js'), NODE_SOURCE('NoProps', 'noProps').replace('properties: []', 'properties: 3'));
    await writeFile(join(folder, 'BadName.node.js'), NODE_SOURCE('BadName', 'bad name'));
    await writeFile(join(folder, 'Good.node.js'), NODE_SOURCE('Good', 'good'));
    await writeFile(
      join(folder, 'Basic.credentials.js'),
      "class Basic { constructor() { this.name = 'httpBasicAuth'; this.displayName = 'Mine'; this.properties = []; } }\nmodule.exports = { Basic };",
    );
    const result = await load([folder]);
    expect(result.nodeTypes).toEqual(['CUSTOM.good']);
    const reasons = Object.fromEntries(result.skipped.map((s) => [s.file.slice(folder.length + 1), s.reason]));
    expect(Object.keys(reasons).sort()).toEqual([
      'BadName.node.js',
      'Basic.credentials.js',
      'NoClass.node.js',
      'NoProps.node.js',
      'Syntax.node.js',
      'Throws.node.js',
    ]);
    expect(reasons['Throws.node.js']).toBe('boom at load');
    expect(reasons['NoClass.node.js']).toBe('it exports no class named NoClass');
    expect(reasons['NoProps.node.js']).toBe('description.properties must be an array');
    expect(reasons['BadName.node.js']).toMatch(/description\.name/);
    expect(reasons['Basic.credentials.js']).toBe('the credential type "httpBasicAuth" is built in');
    expect(reasons['Syntax.node.js']).toMatch(/Unexpected token|SyntaxError/);
    expect(credentialTypes.get('httpBasicAuth')?.displayName).not.toBe('Mine');
    expect(warnings).toHaveLength(6);
    expect(warnings.find((w) => w.includes('Throws.node.js'))).toContain('boom at load');
  });

  it('walks sub-folders but not node_modules, and takes a missing folder as empty', async () => {
    await mkdir(join(folder, 'deep', 'deeper'), { recursive: true });
    await mkdir(join(folder, 'node_modules', 'dep'), { recursive: true });
    await writeFile(join(folder, 'deep', 'deeper', 'Deep.node.js'), NODE_SOURCE('Deep', 'deep'));
    await writeFile(join(folder, 'node_modules', 'dep', 'Hidden.node.js'), NODE_SOURCE('Hidden', 'hidden'));
    const result = await load([join(folder, 'missing'), folder]);
    expect(result).toEqual({ nodeTypes: ['CUSTOM.deep'], credentialTypes: [], skipped: [] });
  });
});
