import { describe, expect, it } from 'vitest';
import { nameTextProblem, visibleName } from './index';

describe('nameTextProblem', () => {
  it.each(['Invoices', 'Grüße 👋', 'שלום עולם', 'مرحبا', 'a\u202Eb'])('accepts %j', (name) =>
    expect(nameTextProblem(name)).toBeUndefined(),
  );
  it('refuses NUL and lone surrogates, naming the problem', () => {
    expect(nameTextProblem('a\u0000b')).toBe('must not contain the NUL character (\\u0000)');
    expect(nameTextProblem('a\uD83Db')).toMatch(/lone surrogate/);
    expect(nameTextProblem('\uDC4B')).toMatch(/lone surrogate/);
    expect(nameTextProblem('end\uD83D')).toMatch(/lone surrogate/);
  });
});

describe('visibleName', () => {
  it('shows bidirectional controls as markers, so they cannot disguise a name', () => {
    expect(visibleName('invoice\u202Efdp.exe')).toBe('invoice[RLO]fdp.exe');
    expect(visibleName('\u2067x\u2069 \u202Ay\u202C \u202Dz')).toBe('[RLI]x[PDI] [LRE]y[PDF] [LRO]z');
  });
  it('leaves other text, right-to-left scripts included, as it is', () => {
    for (const name of ['Invoices', 'שלום עולם', 'مرحبا بالعالم', 'a\u200Fb']) expect(visibleName(name)).toBe(name);
  });
});
