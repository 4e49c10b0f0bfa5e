import { readdirSync, existsSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * A plugin's api.ts is its contract (types, tokens, ids), nothing that runs, and
 * plugins/ holds only plugins. Lint holds the first; these cases check that the
 * rule fires with a message a developer understands, and that the tree obeys both.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function contractMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe("a plugin's api.ts", () => {
  it('may hold interfaces, tokens, type re-exports and plain ids', async () => {
    const code = [
      "import { createServiceToken, type ViewId } from '@sdk';",
      "import type { Props } from './views/props';",
      "export type { Payload } from './ops';",
      'export interface IThingService { readonly count: number; run(): void }',
      "export const IThingService = createServiceToken<IThingService>('IThingService');",
      "export const THING_COMMANDS = { run: 'thing.run' } as const;",
      "export const THING_VIEWS = { panel: 'thing.panel' as ViewId<Props> } as const;",
      '',
    ].join('\n');
    expect(await contractMessages('plugins/thing/api.ts', code)).toEqual([]);
  });

  it('may not export components, functions, classes or whole modules', async () => {
    const code = [
      "import './styles.css';",
      "import { Panel } from './views/Panel';",
      'export { Panel };',
      "export * from './value';",
      "export { helper } from './helpers';",
      'export function format(): string { return ""; }',
      'export const parse = (text: string) => text.length;',
      'export class Store {}',
      "export const made = Object.freeze({ a: 'a' });",
      '',
    ].join('\n');
    const messages = await contractMessages('plugins/thing/api.ts', code);
    expect(messages).toHaveLength(9);
    expect(messages.every((m) => m.startsWith('api.ts is a contract'))).toBe(true);
  });

  it('holds for every plugin in the tree', async () => {
    const results = await eslint.lintFiles(['plugins/*/api.ts']);
    const problems = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => `${r.filePath}:${m.line} ${m.message}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('plugins/', () => {
  it('holds only plugins: every folder has an index.ts entry (shared UI libraries live in sdk/editors)', () => {
    const folders = readdirSync('plugins', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(folders.length).toBeGreaterThan(0);
    expect(folders.filter((name) => !existsSync(`plugins/${name}/index.ts`))).toEqual([]);
  });
});
