/** Unique node names, shared by paste (sdk) and collaboration (core/collab). */

/**
 * A name no node has yet, the way n8n makes one: the name itself when free;
 * otherwise the trailing number is split off and counted up from it (or from
 * 1): 'Set' → 'Set1', 'Set2' ...; 'Set5' → 'Set5', 'Set6' ...; a name of
 * only digits counts up from its value.
 */
export function uniqueNodeName(originalName: string, usedNames: Iterable<string>): string {
  const used = usedNames instanceof Set ? (usedNames as ReadonlySet<string>) : new Set(usedNames);
  if (!used.has(originalName)) return originalName;
  const match = /(.*\D+)(\d*)/.exec(originalName);
  let baseName: string;
  let index = 1;
  let candidate: string;
  if (match === null) {
    baseName = '';
    index = parseInt(originalName, 10);
    candidate = String(index);
  } else {
    baseName = match[1] ?? '';
    const digits = match[2] ?? '';
    if (digits !== '') index = parseInt(digits, 10);
    candidate = baseName;
  }
  while (used.has(candidate)) candidate = `${baseName}${index++}`;
  return candidate;
}
