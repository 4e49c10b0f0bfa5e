/** Reads a resource-locator parameter (schema, table) of the SQL nodes as a plain name. */

/** The name a resource locator (or a plain string, as older workflows store it) holds. */
export function locatorName(value: unknown): string {
  // A locator object; n8n's defaults (`{ mode, value }`) carry no `__rl` flag.
  if (value !== null && typeof value === 'object' && ('__rl' in value || 'value' in value)) {
    const inner = (value as { value?: unknown }).value;
    return inner === undefined || inner === null ? '' : String(inner);
  }
  return value === undefined || value === null ? '' : String(value);
}
