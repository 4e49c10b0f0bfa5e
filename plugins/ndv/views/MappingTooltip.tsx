import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { MAPPING_TOOLTIP_DELAY_MS } from '@sdk';
import type { DisplayMode } from '../data/display';
import { isMappingOnboarded, mappingTooltipText, shouldShowMappingTooltip } from '../data/mapping-onboarding';
import { placeTooltip, type Box, type TooltipPlace } from '../data/tooltip-placement';

/** Props of {@link MappingTooltip}. */
export interface MappingTooltipProps {
  /** The parameters panel: focus inside a parameter's input there starts the delay. */
  readonly container: RefObject<HTMLElement | null>;
  readonly inputMode: DisplayMode;
  readonly inputItemCount: number;
  readonly readOnly: boolean;
}

interface Shown {
  readonly text: string;
  /** The focused input. */
  readonly anchor: Element;
}

/** What a tooltip must leave readable: every input, select and button in the view, and every parameter's label. */
const CONTROLS = 'input, textarea, select, button, [contenteditable="true"], [role="textbox"], [role="combobox"], .sy-param-label';

function boxOf(element: Element): Box {
  const { left, top, width, height } = element.getBoundingClientRect();
  return { left, top, width, height };
}

/** The label of the parameter an element belongs to, without the required marker. */
function parameterLabel(parameter: Element): string {
  const label = parameter.querySelector('.sy-param-label__text');
  return (label?.firstChild?.textContent ?? label?.textContent ?? '').trim();
}

/**
 * The data-mapping tooltip: 500 ms after a parameter input takes
 * focus, while the user has never mapped, the input panel shows table, JSON
 * or schema, and there is input data, it explains dragging data onto the
 * parameter. It hides on blur; the first successful drop ends it for good.
 */
export function MappingTooltip({ container, inputMode, inputItemCount, readOnly }: MappingTooltipProps) {
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFocusIn = (event: FocusEvent) => {
      clearTimeout(timer);
      setShown(null);
      const target = event.target as Element | null;
      const input = target?.closest('.sy-param__input');
      const parameter = input?.closest('.sy-param');
      if (!input || !parameter) return;
      if (!shouldShowMappingTooltip({ onboarded: isMappingOnboarded(), inputMode, inputItemCount, readOnly })) return;
      timer = setTimeout(() => {
        if (!input.isConnected || isMappingOnboarded()) return;
        setShown({ text: mappingTooltipText(inputMode, parameterLabel(parameter)), anchor: input });
      }, MAPPING_TOOLTIP_DELAY_MS);
    };
    const onFocusOut = (event: FocusEvent) => {
      // Focus moving within the same input (a code editor's parts) keeps it.
      const next = event.relatedTarget as Element | null;
      if (next && (event.target as Element | null)?.closest('.sy-param__input')?.contains(next)) return;
      clearTimeout(timer);
      setShown(null);
    };
    // A drag from the input panel is the mapping the tooltip asks for; it has done its work.
    const onDragEnd = () => (clearTimeout(timer), setShown(null));
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    document.addEventListener('dragend', onDragEnd);
    return () => {
      clearTimeout(timer);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('dragend', onDragEnd);
    };
  }, [container, inputMode, inputItemCount, readOnly]);
  // Measured once drawn (hidden), then placed where it covers no control.
  const tooltip = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<TooltipPlace | null>(null);
  useLayoutEffect(() => {
    setPlace(null);
    const element = tooltip.current;
    const panel = container.current;
    if (!shown || !element || !panel) return;
    const scope = panel.closest('[role="dialog"]') ?? document.body;
    const controls = [...scope.querySelectorAll(CONTROLS)].map(boxOf).filter((b) => b.width > 0 && b.height > 0);
    const viewport = { left: 0, top: 0, width: window.innerWidth, height: window.innerHeight };
    const { width, height } = element.getBoundingClientRect();
    setPlace(placeTooltip(boxOf(shown.anchor), { width, height }, boxOf(panel), [boxOf(shown.anchor), ...controls], viewport));
  }, [shown, container]);
  if (!shown) return null;
  // In the body: the dialog is transformed, which would make fixed positions relative to it.
  return createPortal(
    <div
      ref={tooltip}
      className={`sy-mapping-tooltip${place ? ` sy-mapping-tooltip--${place.side}` : ''}`}
      role="tooltip"
      style={place ? { top: place.top, left: place.left } : { top: 0, left: 0, visibility: 'hidden' }}
    >
      {shown.text}
    </div>,
    document.body,
  );
}
