/**
 * The data-mapping onboarding: the mapping tooltip shows until the
 * user has mapped once, remembered in local storage under the 'mapping
 * onboarding' key; and the rule for when the tooltip may show at all.
 *
 * @module
 */
import { LOCAL_STORAGE_KEYS } from '@sdk';
import type { DisplayMode } from './display';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // storage can be blocked (privacy settings); then the tooltip keeps showing
    return null;
  }
}

/** Whether the user has mapped data before. */
export function isMappingOnboarded(store: Storage | null = storage()): boolean {
  return store?.getItem(LOCAL_STORAGE_KEYS.mappingOnboarded) === 'true';
}

/** Remembers that the user has mapped data. */
export function markMappingOnboarded(store: Storage | null = storage()): void {
  store?.setItem(LOCAL_STORAGE_KEYS.mappingOnboarded, 'true');
}

/** Only if not yet onboarded, only in table, json or schema mode, and only with input data. */
export function shouldShowMappingTooltip(options: {
  onboarded: boolean;
  inputMode: DisplayMode;
  inputItemCount: number;
  readOnly: boolean;
}): boolean {
  const { onboarded, inputMode, inputItemCount, readOnly } = options;
  return !onboarded && !readOnly && inputItemCount > 0 && (inputMode === 'table' || inputMode === 'json' || inputMode === 'schema');
}

/** The tooltip's text for a parameter, worded for what the input panel shows. */
export function mappingTooltipText(inputMode: DisplayMode, parameterLabel: string): string {
  const what = inputMode === 'table' ? 'a column' : inputMode === 'json' ? 'a JSON key' : 'a field';
  return `Drag ${what} from the input onto “${parameterLabel}” to map it.`;
}
