/** The workflow id an Execute Workflow `workflowId` holds: a plain id or a resource locator (list, id or url mode). */
import type { INodeParameterResourceLocator } from '@sdk/workflow';

export function workflowIdOf(value: unknown): string {
  if (value !== null && typeof value === 'object' && ('__rl' in value || 'value' in value)) {
    const locator = value as INodeParameterResourceLocator;
    const raw = String(locator.value ?? '');
    if (locator.mode === 'url') return /\/workflow\/([0-9a-zA-Z]+)/.exec(raw)?.[1] ?? raw;
    return raw;
  }
  return String(value ?? '');
}
