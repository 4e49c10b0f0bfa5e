/**
 * JavaScript time spent per canvas frame (scene update plus render
 * submission), kept in a small ring so the benchmark can read it in the page
 * (`window.__switchyardCanvasStats`).
 */
const SIZE = 600;

/** The ring of recent frame times. */
export const frameStats = {
  frames: 0,
  times: new Float64Array(SIZE),
  record(ms: number): void {
    this.times[this.frames % SIZE] = ms;
    this.frames++;
  },
  /** Frame times recorded since frame number `from`. */
  since(from: number): number[] {
    const out: number[] = [];
    for (let i = Math.max(from, this.frames - SIZE); i < this.frames; i++) out.push(this.times[i % SIZE] ?? 0);
    return out;
  },
};

if (typeof window !== 'undefined')
  (window as unknown as { __switchyardCanvasStats?: typeof frameStats }).__switchyardCanvasStats = frameStats;
