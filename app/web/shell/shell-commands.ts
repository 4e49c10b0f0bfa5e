import type { Kernel } from '@core';
import type { PaletteState } from './palette/palette-state';

/**
 * Commands the shell itself owns, because the state they drive (the palette)
 * is part of the shell rather than any plugin.
 */
export function registerShellCommands(kernel: Kernel, palette: PaletteState): void {
  kernel.commands.register(
    {
      id: 'workbench.showCommands',
      title: 'Show all commands',
      category: 'View',
      keywords: ['palette', 'search', 'actions'],
      allowInInput: true,
    },
    { run: () => palette.setOpen(!palette.isOpen) },
    'shell',
  );
  kernel.keybindings.register({ key: 'Mod+K', command: 'workbench.showCommands', allowInInput: true }, 'shell', 'core');
}
