/**
 * A1 notation, as Google Sheets writes ranges: column letters (A, Z, AA, ...), sheet titles
 * quoted when they hold anything but letters, digits and underscores (`'Q1 data'!A1:C3`,
 * a quote inside doubled). Used by the node to build ranges and by the stand-in to read them.
 */

/** 1 → A, 27 → AA. */
export function columnName(index1: number): string {
  let name = '';
  for (let n = index1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A → 1, AA → 27 (case-insensitive); NaN for anything else. */
export function columnNumber(name: string): number {
  if (!/^[a-z]+$/i.test(name)) return NaN;
  return [...name.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
}

/** A sheet title as a range prefix. */
export function quoteSheetTitle(title: string): string {
  return /^[A-Za-z0-9_]+$/.test(title) ? title : `'${title.replace(/'/g, "''")}'`;
}

/** A range split into its sheet title (undefined: none named) and region (undefined: the whole sheet). */
export function splitRange(range: string): { sheet?: string; region?: string } {
  const quoted = /^'((?:[^']|'')*)'(?:!(.*))?$/.exec(range);
  if (quoted) return { sheet: quoted[1]!.replace(/''/g, "'"), ...(quoted[2] ? { region: quoted[2] } : {}) };
  const bang = range.lastIndexOf('!');
  if (bang < 0) return { region: range };
  return { sheet: range.slice(0, bang), ...(range.slice(bang + 1) ? { region: range.slice(bang + 1) } : {}) };
}

/** Zero-based bounds of a region; ends are exclusive, undefined means open. */
export interface Bounds {
  rowStart: number;
  rowEnd?: number;
  colStart: number;
  colEnd?: number;
}

function cell(ref: string): { col?: number; row?: number } | undefined {
  const match = /^([A-Za-z]*)(\d*)$/.exec(ref);
  if (!match || ref === '') return undefined;
  return {
    ...(match[1] ? { col: columnNumber(match[1]) } : {}),
    ...(match[2] ? { row: Number(match[2]) } : {}),
  };
}

/** The bounds of `A1:C5`, `A:C`, `2:4`, `B3`; undefined when it is not A1 notation. */
export function regionBounds(region: string | undefined): Bounds | undefined {
  if (region === undefined || region === '') return { rowStart: 0, colStart: 0 };
  const [from, to = from] = region.split(':');
  const start = cell(from ?? '');
  const end = cell(to ?? '');
  if (!start || !end) return undefined;
  return {
    rowStart: (start.row ?? 1) - 1,
    colStart: (start.col ?? 1) - 1,
    ...(end.row !== undefined ? { rowEnd: end.row } : {}),
    ...(end.col !== undefined ? { colEnd: end.col } : {}),
  };
}
