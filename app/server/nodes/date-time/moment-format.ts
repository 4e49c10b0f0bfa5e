/**
 * Date & Time v1 formats are moment.js tokens (`YYYY-MM-DD HH:mm`); luxon's differ
 * (`yyyy-MM-dd HH:mm`). This translates the moment tokens v1 workflows use into luxon's,
 * keeping `[literal]` text literal.
 */
const TOKENS: Array<[string, string]> = [
  ['YYYY', 'yyyy'],
  ['YY', 'yy'],
  ['MMMM', 'MMMM'],
  ['MMM', 'MMM'],
  ['MM', 'MM'],
  ['M', 'M'],
  ['DDDD', 'ooo'],
  ['DD', 'dd'],
  ['Do', 'd'],
  ['D', 'd'],
  ['dddd', 'EEEE'],
  ['ddd', 'EEE'],
  ['d', 'c'],
  ['HH', 'HH'],
  ['H', 'H'],
  ['hh', 'hh'],
  ['h', 'h'],
  ['mm', 'mm'],
  ['m', 'm'],
  ['ss', 'ss'],
  ['s', 's'],
  ['SSS', 'SSS'],
  ['A', 'a'],
  ['a', 'a'],
  ['ZZ', 'ZZZ'],
  ['Z', 'ZZ'],
  ['X', 'X'],
  ['x', 'x'],
  ['Q', 'q'],
  ['W', 'W'],
];

/** The luxon format of a moment.js format string. */
export function momentToLuxon(format: string): string {
  let out = '';
  let i = 0;
  while (i < format.length) {
    const char = format[i]!;
    if (char === '[') {
      const end = format.indexOf(']', i);
      const literal = end === -1 ? format.slice(i + 1) : format.slice(i + 1, end);
      out += `'${literal.replace(/'/g, "''")}'`;
      i = end === -1 ? format.length : end + 1;
      continue;
    }
    const token = TOKENS.find(([moment]) => format.startsWith(moment, i));
    if (token) {
      out += token[1];
      i += token[0].length;
      continue;
    }
    out += /[A-Za-z]/.test(char) ? `'${char}'` : char;
    i++;
  }
  return out;
}
