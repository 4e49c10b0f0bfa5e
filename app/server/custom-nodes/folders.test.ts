/** Which folders are scanned: `<userFolder>/custom`, then N8N_CUSTOM_EXTENSIONS (';'-separated). */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { customNodeFolders } from '.';

describe('customNodeFolders', () => {
  it('scans only the custom folder inside the user folder by default', () => {
    const config = loadConfig({ SWITCHYARD_USER_FOLDER: '/srv/sy' });
    expect(customNodeFolders(config)).toEqual(['/srv/sy/custom']);
  });

  it('adds every N8N_CUSTOM_EXTENSIONS path, resolved, skipping blanks', () => {
    const config = loadConfig({ SWITCHYARD_USER_FOLDER: '/srv/sy', N8N_CUSTOM_EXTENSIONS: '/opt/nodes; ~/more ;;relative/dir' });
    expect(customNodeFolders(config)).toEqual([
      '/srv/sy/custom',
      '/opt/nodes',
      join(homedir(), 'more'),
      join(process.cwd(), 'relative/dir'),
    ]);
  });
});
