import { useEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { MAPPING_TOOLTIP_DELAY_MS } from '@sdk';
import type { DisplayMode } from '../data/display';
import { isMappingOnboarded, mappingTooltipText, shouldShowMappingTooltip } from '../data/mapping-onboarding';

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
  readonly top: number;
  readonly left: number;
}

/** The label of the parameter an element belongs to, without the required marker. */
function parameterLabel(parameter: Element): string {
  const label = parameter.querySelector('.sy-param-label__text');
  return (label?.firstChild?.textContent ?? label?.textContent ?? '').trim();
}

/**
 * The data-mapping tooltip (spec §9): 500 ms after a parameter input takes
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
        const box = input.getBoundingClientRect();
        // Above the input, so it covers neither the input nor its issues beneath.
        setShown({ text: mappingTooltipText(inputMode, parameterLabel(parameter)), top: box.top - 6, left: box.left });
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
  if (!shown) return null;
  // In the body: the dialog is transformed, which would make fixed positions relative to it.
  return createPortal(
    <div className="sy-mapping-tooltip" role="tooltip" style={{ top: shown.top, left: shown.left }}>
      {shown.text}
    </div>,
    document.body,
  );
}
