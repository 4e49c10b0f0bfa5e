/**
 * The three-panel layout: the main (parameters) panel sits at a relative
 * position (0.5 by default, its centre in the middle) and its edges
 * can be dragged to resize it; input and output take the rest.
 *
 * @module
 */
import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

/** Main panel default relative position. */
export const MAIN_PANEL_DEFAULT_POSITION = 0.5;
const MIN_SIDE = 160;
const MIN_MAIN = 360;

/** Where the panels go, in pixels, for a container `width` wide. */
export function panelWidths(width: number, position: number, mainWidth: number): { input: number; main: number; output: number } {
  const main = Math.max(MIN_MAIN, Math.min(mainWidth, width - 2 * MIN_SIDE));
  const input = Math.max(MIN_SIDE, Math.min(width - main - MIN_SIDE, position * width - main / 2));
  return { input, main, output: Math.max(0, width - main - input) };
}

/** The layout state and a pointer handler for each edge of the main panel. */
export function usePanelLayout() {
  const container = useRef<HTMLDivElement | null>(null);
  const [position, setPosition] = useState(MAIN_PANEL_DEFAULT_POSITION);
  const [mainWidth, setMainWidth] = useState(460);
  const startDrag = useCallback(
    (edge: 'left' | 'right') => (event: ReactPointerEvent) => {
      const host = container.current;
      if (!host) return;
      event.preventDefault();
      const rect = host.getBoundingClientRect();
      const { input, main } = panelWidths(rect.width, position, mainWidth);
      const left0 = input;
      const right0 = input + main;
      const move = (e: PointerEvent) => {
        const x = e.clientX - rect.left;
        const left = edge === 'left' ? Math.min(x, right0 - MIN_MAIN) : left0;
        const right = edge === 'right' ? Math.max(x, left0 + MIN_MAIN) : right0;
        setMainWidth(right - left);
        setPosition((left + (right - left) / 2) / rect.width);
      };
      const up = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
    },
    [position, mainWidth],
  );
  return { container, position, mainWidth, startDrag, setPosition };
}
