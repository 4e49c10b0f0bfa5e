import 'reflect-metadata';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './shell/App';
import { bootstrap } from './shell/bootstrap';
import { PLUGINS } from './plugins';
import './shell/styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

bootstrap(PLUGINS).then(
  (workbench) => {
    // Exposed for diagnostics and e2e timing; not an API.
    (window as unknown as { __switchyard?: unknown }).__switchyard = { report: workbench.report };
    createRoot(root).render(
      <StrictMode>
        <App workbench={workbench} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    root.textContent = `Switchyard could not start: ${error instanceof Error ? error.message : String(error)}`;
    console.error(error);
  },
);
