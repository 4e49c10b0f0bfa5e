/**
 * The value a resource-locator parameter of a Google node holds: the ID in list and ID
 * modes, the part of a link its regex captures in URL mode (n8n's `extractValue`), or a
 * plain string as older workflows store it.
 */
export function locatorValue(raw: unknown, urlRegex: string): string {
  const locator = raw !== null && typeof raw === 'object' ? (raw as { mode?: string; value?: unknown }) : { value: raw };
  const text = locator.value === undefined || locator.value === null ? '' : String(locator.value as string).trim();
  if (locator.mode === 'url' || /^https?:\/\//.test(text)) return new RegExp(urlRegex).exec(text)?.[1] ?? text;
  return text;
}
