/**
 * In-page instruments of the canvas benchmark, installed before the app loads: a WebGL wrapper
 * counting draw calls and uploaded bytes (`window.__gl`), a React commit counter posing as the
 * React DevTools hook (`window.__reactCommits`; React calls the hook on every commit, so no
 * product code changes for it), and a frame-time recorder; plus renderer memory read from the
 * browser's processes.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright';

/** Wraps WebGL so draw calls and uploaded bytes are counted in `window.__gl`. */
export const WRAP_GL = `(() => {
  const stats = { draws: 0, bytes: 0, vertices: 0 };
  window.__gl = stats;
  const get = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, opts) {
    const ctx = get.call(this, type, opts);
    if (ctx && (type === 'webgl2' || type === 'webgl') && !ctx.__wrapped) {
      ctx.__wrapped = true;
      for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
        const fn = ctx[name];
        if (fn) ctx[name] = function (...a) { stats.draws++; stats.vertices += name.startsWith('drawElements') ? a[1] : a[2]; return fn.apply(this, a); };
      }
      for (const name of ['bufferData', 'bufferSubData']) {
        const fn = ctx[name];
        ctx[name] = function (...a) { const d = a[1]; stats.bytes += typeof d === 'number' ? d : (d && d.byteLength) || 0; return fn.apply(this, a); };
      }
      for (const name of ['texImage2D', 'texSubImage2D']) {
        const fn = ctx[name];
        ctx[name] = function (...a) { const s = a[a.length - 1]; stats.bytes += (s && (s.byteLength || (s.width * s.height * 4))) || 0; return fn.apply(this, a); };
      }
    }
    return ctx;
  };
})();`;

/** Counts React commits (`window.__reactCommits`) through the hook React DOM reports commits to. */
export const COUNT_REACT_COMMITS = `(() => {
  window.__reactCommits = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() { window.__reactCommits++; },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
})();`;

/** Records animation-frame timestamps while `window.__frameLog` is an array. */
export const FRAME_LOG = `(() => {
  const tick = (t) => { if (Array.isArray(window.__frameLog)) window.__frameLog.push(t); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})();`;

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor(s.length / 2)] ?? 0) : 0;
};

/** Median time between frames in a timestamp log. */
export function frameInterval(log: number[]): number {
  return median(log.slice(1).map((t, i) => t - (log[i] ?? t)));
}

/** Resident memory (MB) of the browser's renderer and GPU processes (Linux /proc). */
export async function rendererMemoryMB(browser: Browser): Promise<number> {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: Array<{ type: string; id: number }> };
  let kb = 0;
  for (const p of processInfo) {
    if (p.type !== 'renderer' && p.type !== 'GPU') continue;
    try {
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p.id}/status`, 'utf8'));
      kb += Number(match?.[1] ?? 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  await cdp.detach();
  return kb / 1024;
}

/** Resets the GL counters and the frame log, runs `act`, then reads them back per frame. */
export async function measureFrames(page: Page, act: () => Promise<void>, settleMs = 300) {
  await page.evaluate(() => {
    const w = window as unknown as {
      __gl: { draws: number; bytes: number; vertices: number };
      __frameLog: number[];
      __reactCommits: number;
      __commitsFrom: number;
    };
    w.__gl.draws = 0;
    w.__gl.bytes = 0;
    w.__gl.vertices = 0;
    w.__frameLog = [];
    w.__commitsFrom = w.__reactCommits;
  });
  const from = await page.evaluate(
    () => (window as unknown as { __switchyardCanvasStats?: { frames: number } }).__switchyardCanvasStats?.frames ?? 0,
  );
  await act();
  await page.waitForTimeout(settleMs);
  return page.evaluate((f) => {
    const w = window as unknown as {
      __gl: { draws: number; bytes: number; vertices: number };
      __frameLog: number[];
      __reactCommits: number;
      __commitsFrom: number;
      __switchyardCanvasStats?: { since(n: number): number[] };
    };
    const times = w.__switchyardCanvasStats?.since(f) ?? [];
    const frames = Math.max(1, times.length);
    const log = w.__frameLog;
    (w as unknown as { __frameLog: unknown }).__frameLog = null;
    return {
      frames: times.length,
      times,
      draws: w.__gl.draws / frames,
      bytes: w.__gl.bytes / frames,
      vertices: w.__gl.vertices / frames,
      commits: w.__reactCommits - w.__commitsFrom,
      log,
    };
  }, from);
}
