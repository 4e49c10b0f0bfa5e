import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server's wiring points one way: services get their collaborators through their
 * constructors, so no module keeps state that a later caller sets or that two servers in
 * one process would share. These checks read the sources with the TypeScript parser.
 */
const SERVER = path.join(process.cwd(), 'app', 'server');

/**
 * Module-level state that stays, each with the reason. Anything else at the top of a
 * server module that is `let`/`var` or a new Map/Set/WeakMap/WeakSet fails the check.
 */
const ALLOWED_MODULE_STATE: Readonly<Record<string, string>> = {
  // Separate processes: the Code sandbox's worker process keeps its own runs.
  'sandbox/child/worker-main.ts': 'the worker process entry: its runs and cancellations',
  'sandbox/child/isolate-host.ts': 'the worker process: the sandbox sources, read once',
  'sandbox/child/module-loader.ts': 'the worker process: module sources, read once',
  // Values computed once per process that never change afterwards (memoised constants).
  'sandbox/worker-launch.ts': 'the worker bundle path, built once per process',
  'auth/passwords.ts': 'a dummy password hash, computed once to time failed sign-ins alike',
  'db/sqlite-driver.ts': 'the SQLite driver module, loaded on first use',
  'nodes/extract-from-file/pdf.ts': 'the PDF.js module, loaded on first use',
  'paths.ts': 'the product version, read once from package.json',
  // Caches of pure functions (same input, same answer) or keyed by the object they describe.
  'engine/parameter-path.ts': 'parsed parameter paths (pure)',
  'engine/node-type-registry.ts': 'node types with poll times, per node type object',
  'engine/execute-context.ts': 'parameters with defaults, per node object',
  'engine/deduplication.ts': "each deduplication store's write queues, per store object",
  'webhooks/node-contexts.ts': 'parameters with defaults and shared parts, per node object',
  'http/public-api/credential-schema.ts': 'compiled JSON schemas per credential type (pure)',
  'http/route-table.ts': 'the route table, per fastify instance',
  // Process-wide, set at start-up from the configuration (the outbound request policy) and
  // the proxy agents it uses, one per proxy URL.
  'outbound/ssrf.ts': 'the outbound request policy, set once at start-up',
  'outbound/http-client.ts': 'proxy agents, one per proxy URL',
};

function serverSources(folder = SERVER): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    // testing/ folders hold test helpers, which run in test processes only.
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : serverSources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
const relative = (file: string) => path.relative(SERVER, file).split(path.sep).join('/');
const MUTABLE_COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet']);

/** The module-level mutable state a file declares, as `name (why)`. */
function moduleState(source: ts.SourceFile): string[] {
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    const isConst = (list.flags & ts.NodeFlags.Const) !== 0;
    for (const declaration of list.declarations) {
      const name = declaration.name.getText(source);
      if (!isConst) {
        found.push(`${name} (let/var)`);
        continue;
      }
      const init = declaration.initializer;
      const readonlyType = declaration.type !== undefined && /^Readonly/.test(declaration.type.getText(source));
      if (init && ts.isNewExpression(init) && MUTABLE_COLLECTIONS.has(init.expression.getText(source)) && !readonlyType) {
        found.push(`${name} (new ${init.expression.getText(source)})`);
      }
    }
  }
  return found;
}

/** Relative imports of an engine file that stay inside engine/ (type imports included). */
function engineImports(file: string, source: ts.SourceFile, files: ReadonlySet<string>): string[] {
  const targets: string[] = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined;
    if (specifier === undefined || !specifier.startsWith('.')) continue;
    const base = path.resolve(path.dirname(file), specifier);
    const target = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => files.has(candidate));
    if (target !== undefined) targets.push(target);
  }
  return targets;
}

/** The import cycles among `graph`'s files, each as the list of files around it. */
function cycles(graph: ReadonlyMap<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)));
      else if (state.get(next) === undefined) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (state.get(file) === undefined) visit(file);
  return found;
}

describe('server structure', () => {
  it('keeps no module-level mutable state outside the start-up and cache files named above', () => {
    const offenders = serverSources()
      .filter((file) => ALLOWED_MODULE_STATE[relative(file)] === undefined)
      .flatMap((file) => moduleState(parse(file)).map((what) => `${relative(file)}: ${what}`));
    expect(offenders).toEqual([]);
  });

  it('finds the state it looks for', () => {
    const source = ts.createSourceFile(
      'probe.ts',
      'let a = 1;\nexport let b: string | undefined;\nconst c = new Map();\nconst d: ReadonlySet<string> = new Set();\nconst e = 1;\nfunction f() { let g = 0; return g; }\n',
      ts.ScriptTarget.Latest,
      true,
    );
    expect(moduleState(source)).toEqual(['a (let/var)', 'b (let/var)', 'c (new Map)']);
  });

  it('names only files that still exist in its allow-list', () => {
    const files = new Set(serverSources().map(relative));
    expect(Object.keys(ALLOWED_MODULE_STATE).filter((file) => !files.has(file))).toEqual([]);
  });

  it('keeps the server domain from importing the HTTP layer, which may import it', async () => {
    const eslint = new ESLint({ cwd: process.cwd() });
    const code =
      "import { HttpError } from '../http/errors';\nimport { DomainError } from '../domain-error';\nexport const a = [HttpError, DomainError];\n";
    const restricted = async (filePath: string) =>
      ((await eslint.lintText(code, { filePath }))[0]?.messages ?? [])
        .filter((m) => m.ruleId === 'no-restricted-imports')
        .map((m) => m.message);
    for (const domainFile of ['app/server/engine/example.ts', 'app/server/workflows/example.ts', 'app/server/credentials/example.ts']) {
      expect(await restricted(domainFile)).toEqual([expect.stringContaining('does not import the HTTP layer')]);
    }
    expect(await restricted('app/server/http/example.ts')).toEqual([]);
  });

  it('has no import cycles inside the engine', () => {
    const engine = serverSources(path.join(SERVER, 'engine'));
    const files = new Set(engine);
    const graph = new Map(engine.map((file) => [file, engineImports(file, parse(file), files)]));
    expect(cycles(graph).map((cycle) => cycle.map(relative).join(' -> '))).toEqual([]);
  });
});
