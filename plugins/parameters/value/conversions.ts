/**
 * Value conversions of the typed inputs: dates to ISO strings, and
 * colours with alpha stored as 8-digit hex but shown as rgba. The alpha byte
 * is stored inverted, as the anchor product does: alpha = (255 − low byte) / 255.
 *
 * @module
 */

/** A date (or anything `Date` parses) as an ISO string; null when it is not a date. */
export function toIsoDate(value: Date | string | number): string | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The date-picker shortcuts: today, 1 day and 7 days back. */
export const DATE_SHORTCUTS = [
  { label: 'Today', daysBack: 0 },
  { label: 'Yesterday', daysBack: 1 },
  { label: 'A week ago', daysBack: 7 },
] as const;

/** The ISO string a shortcut picks, `daysBack` days before `now`. */
export function dateShortcut(daysBack: number, now: Date = new Date()): string {
  return new Date(now.getTime() - daysBack * 24 * 60 * 60 * 1000).toISOString();
}

const RGBA = /^rgba\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d*(?:\.\d+)?)\s*\)$/i;

const byteHex = (n: number): string =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/**
 * An `rgba(r, g, b, a)` string as `#rrggbbxx`, where `xx` = floor((1 − a) × 255);
 * null when the text is not rgba. Other colours are returned by {@link normalizeColorInput}.
 */
export function rgbaToHex(value: string): string | null {
  const m = RGBA.exec(value.trim());
  if (!m) return null;
  const [r, g, b] = [m[1], m[2], m[3]].map(Number) as [number, number, number];
  const a = Math.max(0, Math.min(1, Number(m[4] === '' ? 1 : m[4])));
  return `#${byteHex(r)}${byteHex(g)}${byteHex(b)}${byteHex(Math.floor((1 - a) * 255))}`;
}

/**
 * How a stored colour is shown when the parameter has alpha: an 8-digit hex
 * as `rgba(r,g,b,a)` with a = (255 − low byte) / 255; anything else unchanged.
 */
export function hexToRgbaDisplay(value: string): string {
  const m = /^#([0-9a-f]{8})$/i.exec(value.trim());
  if (!m) return value;
  const n = Number.parseInt(m[1] as string, 16);
  const r = (n >>> 24) & 255;
  const g = (n >>> 16) & 255;
  const b = (n >>> 8) & 255;
  const alpha = (255 - (n & 255)) / 255;
  return `rgba(${r},${g},${b},${Number(alpha.toFixed(4))})`;
}

/** What a colour input stores: rgba becomes hex with alpha when `showAlpha`; other text is kept. */
export function normalizeColorInput(value: string, showAlpha: boolean): string {
  if (showAlpha) return rgbaToHex(value) ?? value;
  return value;
}

/** The 6-digit hex part of a stored colour, for a native colour picker (`#000000` when unreadable). */
export function pickerHex(value: unknown): string {
  if (typeof value !== 'string') return '#000000';
  const hex = /^#([0-9a-f]{6})(?:[0-9a-f]{2})?$/i.exec(value.trim());
  if (hex) return `#${(hex[1] as string).toLowerCase()}`;
  const rgba = rgbaToHex(value);
  return rgba ? rgba.slice(0, 7) : '#000000';
}

/** A single-line view of text: newlines are shown as a pipe. */
export function singleLineDisplay(value: string): string {
  return value.replace(/\r?\n/g, '|');
}

/** Clamps and rounds a number input to the parameter's min, max and precision; null stays null. */
export function constrainNumber(
  value: number | null,
  options: { minValue?: number; maxValue?: number; numberPrecision?: number },
): number | null {
  if (value === null || Number.isNaN(value)) return null;
  let n = value;
  if (options.minValue !== undefined && n < options.minValue) n = options.minValue;
  if (options.maxValue !== undefined && n > options.maxValue) n = options.maxValue;
  if (options.numberPrecision !== undefined) n = Number(n.toFixed(options.numberPrecision));
  return n;
}
