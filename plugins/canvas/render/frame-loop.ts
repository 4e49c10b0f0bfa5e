import { frameStats } from './frame-stats';

/**
 * Rendering on demand: `schedule()` asks for one animation frame (several calls before it runs
 * ask for the same one), and nothing runs while nothing changes. `draw` gets the time since the
 * last frame and returns true while it animates (a spinner), which asks for the next frame.
 */
export class FrameLoop {
  private frame = 0;
  private lastTime = performance.now();

  constructor(private readonly draw: (elapsedMs: number) => boolean) {}

  readonly schedule = (): void => {
    if (this.frame === 0) this.frame = requestAnimationFrame(this.run);
  };

  private readonly run = (): void => {
    this.frame = 0;
    const start = performance.now();
    const animating = this.draw(start - this.lastTime);
    this.lastTime = start;
    frameStats.record(performance.now() - start);
    if (animating) this.schedule();
  };

  /** Cancels a frame asked for and not yet run. */
  dispose(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
  }
}
