/**
 * Finds the files of custom nodes and credentials in the custom folders, as n8n's
 * CustomDirectoryLoader does: every `*.node.js` and `*.credentials.js` under a folder,
 * at any depth, skipping `node_modules` (a custom node's own dependencies live there).
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** The files found under the custom folders, in a stable order. */
export interface CustomFiles {
  nodes: string[];
  credentials: string[];
}

/** Deepest folder nesting followed; deeper trees (or link loops) are not walked. */
const MAX_DEPTH = 16;

/**
 * Lists the node and credential files under `folders`. A folder that does not exist is
 * no error (`~/.switchyard/custom` usually does not); one that cannot be read is
 * reported through `onUnreadable` and skipped.
 */
export async function scanCustomFolders(
  folders: readonly string[],
  onUnreadable: (folder: string, reason: string) => void,
): Promise<CustomFiles> {
  const found: CustomFiles = { nodes: [], credentials: [] };
  const seen = new Set<string>();
  const walk = async (folder: string, depth: number): Promise<void> => {
    if (depth > MAX_DEPTH || seen.has(folder)) return;
    seen.add(folder);
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' || depth > 0) onUnreadable(folder, error instanceof Error ? error.message : String(error));
      return;
    }
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') await walk(path, depth + 1);
      } else if (entry.isFile()) {
        if (entry.name.endsWith('.node.js')) found.nodes.push(path);
        else if (entry.name.endsWith('.credentials.js')) found.credentials.push(path);
      }
    }
  };
  for (const folder of folders) await walk(folder, 0);
  return found;
}
