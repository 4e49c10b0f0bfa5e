// Eval-free shader code, so the editor runs under a CSP without 'unsafe-eval'.
import 'pixi.js/unsafe-eval';
import { Application } from 'pixi.js';

/**
 * The PixiJS application the canvas draws with: WebGL, transparent over the CSS grid, rendered on
 * demand (no ticker: a change schedules one frame, nothing runs while nothing changes), and
 * hidden from assistive technology (the accessible mirror stands for it).
 */
export async function createPixiApp(host: HTMLElement): Promise<Application> {
  const app = new Application();
  await app.init({
    preference: 'webgl',
    backgroundAlpha: 0,
    antialias: true,
    autoDensity: true,
    resolution: Math.min(2, window.devicePixelRatio || 1),
    width: Math.max(1, host.clientWidth),
    height: Math.max(1, host.clientHeight),
    autoStart: false,
    sharedTicker: false,
  });
  app.ticker.stop();
  app.stage.eventMode = 'none';
  app.canvas.className = 'sy-canvas__webgl';
  app.canvas.setAttribute('aria-hidden', 'true');
  host.append(app.canvas);
  return app;
}
