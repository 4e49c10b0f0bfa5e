import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Modules that import each other in a circle load in an order that depends on
 * who is imported first, and one plugin's change ripples through all of them.
 * A plugin's modules form no circle: api.ts imports none of its own plugin's
 * code, and views and services reach each other through it. Type imports count
 * too, since they tie the files together just the same for a reader.
 */
function importCycles(folders: readonly string[]): string[][] {
  const config = ts.getParsedCommandLineOfConfigFile(
    'tsconfig.json',
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const inScope = (file: string) => folders.some((f) => relative(process.cwd(), file).startsWith(`${f}/`)) && !/\.test\.tsx?$/.test(file);
  const files = config.fileNames.filter(inScope);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const deps = importedFiles
      .map((i) => ts.resolveModuleName(i.fileName, file, config.options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((d): d is string => d !== undefined && known.has(d));
    graph.set(file, deps);
  }
  // Tarjan's strongly connected components: every component of two or more files is a circle.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(relative(process.cwd(), w));
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

describe('import circles', () => {
  it('plugins and the shared editors import one another in no circle', () => {
    expect(importCycles(['plugins', 'sdk/editors'])).toEqual([]);
  });
});
