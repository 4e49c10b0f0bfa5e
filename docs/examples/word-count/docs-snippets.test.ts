import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/plugins.md quotes this example. Each code block there that follows a
 * `<!-- snippet: <path> -->` marker must appear verbatim, as one contiguous
 * piece, in the file it names, so the guide cannot drift from code that is
 * type-checked, linted and tested.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const guide = readFileSync(`${repoRoot}docs/plugins.md`, 'utf8');

interface Snippet {
  readonly file: string;
  readonly code: string;
  readonly line: number;
}

function snippets(markdown: string): Snippet[] {
  const out: Snippet[] = [];
  const pattern = /<!-- snippet: (\S+) -->\n```\w*\n([\s\S]*?)\n```/g;
  for (const m of markdown.matchAll(pattern)) {
    out.push({ file: m[1] as string, code: m[2] as string, line: markdown.slice(0, m.index).split('\n').length });
  }
  return out;
}

const found = snippets(guide);

describe('docs/plugins.md snippets', () => {
  it('quotes the example, every file of it that matters', () => {
    const files = new Set(found.map((s) => s.file));
    for (const file of [
      'index.ts',
      'commands.ts',
      'word-count.ts',
      'api.ts',
      'views/WordCountView.tsx',
      'views/WordCountModal.tsx',
      'word-count.test.ts',
    ]) {
      expect(files, file).toContain(`docs/examples/word-count/${file}`);
    }
  });

  it('marks every code block that quotes TypeScript from the example', () => {
    const marked = guide.match(/<!-- snippet: /g)?.length ?? 0;
    const tsBlocks = guide.match(/```tsx?\n/g)?.length ?? 0;
    expect(marked).toBe(tsBlocks);
  });

  it.each(found.map((s) => [`${s.file} (plugins.md line ${s.line})`, s] as const))('%s matches the source', (_name, snippet) => {
    const source = readFileSync(`${repoRoot}${snippet.file}`, 'utf8');
    expect(source).toContain(snippet.code);
  });
});
