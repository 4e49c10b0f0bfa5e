/**
 * Which files nodes may read and write on the server's disk (Read/Write Files from Disk,
 * and any node that touches files): only inside the folders of
 * `N8N_RESTRICT_FILE_ACCESS_TO` (default: the user folder's `files/`), as n8n restricts
 * them. Paths are resolved with symbolic links followed, so a link inside an allowed
 * folder that points out of it is refused, and `..` cannot climb out. The rest of the
 * user folder (database, encryption key, binary data) is never reachable, even when an
 * allowed folder contains it.
 */
import { mkdir, realpath } from 'node:fs/promises';
import path from 'node:path';

/** A path a node may not use; the message is n8n's. */
export class FileAccessError extends Error {}

/** What nodes get: the allowed folders and the check. */
export interface IFileAccessHelpers {
  /** The folders files may be read from and written to. */
  allowedFileFolders(): readonly string[];
  /**
   * The real path of `file` when a node may use it (reading: it exists; writing: its
   * folder exists or is created inside an allowed folder).
   *
   * @throws FileAccessError otherwise
   */
  resolveFilePath(file: string, access: 'read' | 'write'): Promise<string>;
}

function inside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

async function real(target: string): Promise<string> {
  try {
    return await realpath(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    // A file about to be written: its folder's real path, plus its name.
    return path.join(await real(path.dirname(target)), path.basename(target));
  }
}

/**
 * @param folders - the allowed folders (absolute)
 * @param userFolder - the server's user folder (never reachable outside `files/`)
 * @returns the helpers
 */
export function fileAccessHelpers(folders: readonly string[], userFolder: string): IFileAccessHelpers {
  const allowed = folders.map((folder) => path.resolve(folder));
  const denied = (message: string) => new FileAccessError(message);
  return {
    allowedFileFolders: () => allowed,
    async resolveFilePath(file, access) {
      // Relative paths are taken from the first allowed folder, not the server's working folder.
      const absolute = path.resolve(allowed[0] ?? userFolder, file);
      // Checked on real paths (links followed) before anything is created.
      const [target, realFolders, realUserFolder] = await Promise.all([
        real(absolute),
        Promise.all(allowed.map((folder) => real(folder).catch(() => folder))),
        real(userFolder).catch(() => userFolder),
      ]);
      if (!realFolders.some((folder) => inside(target, folder)))
        throw denied(`Access to the file is not allowed. Allowed paths: ${allowed.join(', ')}`);
      if (inside(target, realUserFolder) && !inside(target, path.join(realUserFolder, 'files')))
        throw denied('Access to the file is not allowed');
      if (access === 'write') await mkdir(path.dirname(target), { recursive: true });
      return target;
    },
  };
}
