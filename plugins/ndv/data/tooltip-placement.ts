/**
 * Where the data-mapping tooltip goes: next to the focused parameter but never over a
 * control the user may want to read or type into (the Set node's field rows sit right above
 * and below each other). Pure geometry, so it is tested without a browser.
 *
 * @module
 */

/** A box in viewport pixels. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** The tooltip's place; `side` says where its arrow points from. */
export interface TooltipPlace {
  readonly left: number;
  readonly top: number;
  readonly side: 'above' | 'below' | 'left' | 'right';
}

const GAP = 8;

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}

function inside(box: Box, viewport: Box): boolean {
  return (
    box.left >= viewport.left &&
    box.top >= viewport.top &&
    box.left + box.width <= viewport.left + viewport.width &&
    box.top + box.height <= viewport.top + viewport.height
  );
}

/**
 * The first place, of above the input, below it, then docked beside the parameters panel (left,
 * then right, level with the input), that covers no control and stays on screen; docked left
 * when none is free.
 *
 * @param anchor - the focused input
 * @param size - the tooltip's measured size
 * @param panel - the parameters panel, beside which the tooltip docks
 * @param controls - every control the tooltip must not cover (the anchor among them)
 */
export function placeTooltip(
  anchor: Box,
  size: { width: number; height: number },
  panel: Box,
  controls: readonly Box[],
  viewport: Box,
): TooltipPlace {
  const level = Math.min(Math.max(anchor.top, viewport.top + GAP), viewport.top + viewport.height - size.height - GAP);
  const candidates: TooltipPlace[] = [
    { side: 'above', left: anchor.left, top: anchor.top - size.height - GAP },
    { side: 'below', left: anchor.left, top: anchor.top + anchor.height + GAP },
    { side: 'left', left: panel.left - size.width - GAP, top: level },
    { side: 'right', left: panel.left + panel.width + GAP, top: level },
  ];
  for (const place of candidates) {
    const box = { left: place.left, top: place.top, width: size.width, height: size.height };
    if (inside(box, viewport) && !controls.some((control) => overlaps(box, control))) return place;
  }
  return candidates[2]!;
}
