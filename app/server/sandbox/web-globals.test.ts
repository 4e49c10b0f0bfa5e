import { afterAll, describe, expect, it } from 'vitest';
import { CodeSandbox } from './code-sandbox';
import { CodeSandboxError, type CodeSandboxRequest } from './types';

const sandbox = new CodeSandbox({ isolatesPerWorker: 2 });
afterAll(() => sandbox.dispose());

function run(code: string, extra: Partial<CodeSandboxRequest> = {}) {
  return sandbox.run({
    code,
    mode: 'runOnceForAllItems',
    items: [{ json: { a: 1 } }],
    node: { name: 'Code', type: 'n8n-nodes-base.code', typeVersion: 2 },
    ...extra,
  });
}

async function json(code: string): Promise<unknown> {
  return (await run(code)).items[0]?.json;
}

// The first test also starts the worker process.
describe('Node and web globals in the Code sandbox', { timeout: 60_000 }, () => {
  it('has Buffer, as n8n code uses it for base64 and hex', async () => {
    expect(
      await json(
        "const b = Buffer.from('héllo', 'utf8'); return { b64: b.toString('base64'), hex: Buffer.from('hi').toString('hex'), back: Buffer.from('aMOpbGxv', 'base64').toString(), bytes: b.length, isBuffer: Buffer.isBuffer(b) }",
      ),
    ).toEqual({ b64: 'aMOpbGxv', hex: '6869', back: 'héllo', bytes: 6, isBuffer: true });
  });

  it('has TextEncoder and TextDecoder (UTF-8)', async () => {
    expect(
      await json(
        "const bytes = new TextEncoder().encode('€1'); return { bytes: Array.from(bytes), text: new TextDecoder().decode(bytes), bom: new TextDecoder().decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x61])) }",
      ),
    ).toEqual({ bytes: [226, 130, 172, 49], text: '€1', bom: 'a' });
  });

  it('has URL and URLSearchParams (WHATWG parsing)', async () => {
    expect(
      await json(
        "const u = new URL('/path/a b?x=1#top', 'https://user@münchen.example:8080/base'); u.searchParams.append('q', 'ü & more'); return { href: u.href, host: u.host, path: u.pathname, q: new URLSearchParams(u.search).get('q'), origin: u.origin }",
      ),
    ).toEqual({
      href: 'https://user@xn--mnchen-3ya.example:8080/path/a%20b?x=1&q=%C3%BC+%26+more#top',
      host: 'xn--mnchen-3ya.example:8080',
      path: '/path/a%20b',
      q: 'ü & more',
      origin: 'https://xn--mnchen-3ya.example:8080',
    });
  });

  it('has structuredClone (dates, maps and cycles survive)', async () => {
    expect(
      await json(
        'const a = { d: new Date(0), m: new Map([["k", 1]]) }; a.self = a; const c = structuredClone(a); return { date: c.d instanceof Date && c.d.getTime() === 0, map: c.m.get("k"), cycle: c.self === c, copy: c !== a }',
      ),
    ).toEqual({ date: true, map: 1, cycle: true, copy: true });
  });

  it('has setTimeout, setInterval and their clear functions', async () => {
    expect(
      await json(`
        const order = [];
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push('slept');
        const cancelled = setTimeout(() => order.push('never'), 5);
        clearTimeout(cancelled);
        let ticks = 0;
        await new Promise((resolve) => { const id = setInterval(() => { ticks++; if (ticks === 3) { clearInterval(id); resolve(); } }, 5); });
        await new Promise((resolve) => setImmediate(resolve));
        await new Promise((resolve) => setTimeout((a, b) => { order.push(a + b); resolve(); }, 1, 'x', 'y'));
        return { order, ticks };
      `),
    ).toEqual({ order: ['slept', 'xy'], ticks: 3 });
  });

  it('fails the run with the error a timer callback threw', async () => {
    const error = await run(
      "setTimeout(() => { throw new Error('late boom') }, 1); await new Promise((r) => setTimeout(r, 30)); return []",
    ).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(CodeSandboxError);
    expect((error as CodeSandboxError).message).toContain('late boom');
  });

  it('does not run timers after the run has ended', async () => {
    const result = await run("setTimeout(() => console.log('after the end'), 50); return [{ json: { done: true } }]");
    expect(result.items[0]?.json).toEqual({ done: true });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(result.console).toEqual([]);
  });
});
