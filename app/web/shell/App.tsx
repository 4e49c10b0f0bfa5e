import { KernelContext } from '@sdk/react';
import { ConfirmHost } from './confirm/ConfirmHost';
import { ModalHost } from './modals/ModalHost';
import { CommandPalette } from './palette/CommandPalette';
import { RouteOutlet } from './routing/RouteOutlet';
import { ToastHost } from './toasts/ToastHost';
import type { Workbench } from './bootstrap';

/** The shell: routed view inside its layout, plus the overlays every screen shares. */
export function App({ workbench }: { workbench: Workbench }) {
  return (
    <KernelContext.Provider value={workbench.kernel}>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <RouteOutlet />
      <ModalHost />
      <ConfirmHost />
      <CommandPalette />
      <ToastHost />
    </KernelContext.Provider>
  );
}
