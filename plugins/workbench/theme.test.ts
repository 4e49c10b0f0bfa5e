// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestHost, type TestHost } from '@sdk/testing';
import workbench from './index';
import { THEME_STORAGE_KEY } from './theme';

let host: TestHost | undefined;
beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset['theme'];
});
afterEach(() => host?.dispose());

describe('workbench theme', () => {
  it('applies the stored theme at start-up', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    host = await createTestHost({ plugins: [workbench] });
    expect(document.documentElement.dataset['theme']).toBe('dark');
  });

  it('falls back to light when nothing is stored and the system has no preference to report', async () => {
    host = await createTestHost({ plugins: [workbench] });
    expect(document.documentElement.dataset['theme']).toBe('light');
  });

  it('view.toggleTheme flips the theme and remembers it under the "theme" key', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    host = await createTestHost({ plugins: [workbench] });
    expect((await host.run('view.toggleTheme')).status).toBe('ok');
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await host.run('view.toggleTheme');
    expect(document.documentElement.dataset['theme']).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('ignores a stored value that is not a theme', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    host = await createTestHost({ plugins: [workbench] });
    expect(document.documentElement.dataset['theme']).toBe('light');
  });
});
