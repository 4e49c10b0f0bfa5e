/**
 * The DOM baseline of the canvas benchmark: the same generated workflows in React Flow
 * (@xyflow/react). It is installed on demand into the git-ignored tests/bench/anchors/react-flow
 * folder (never a project dependency), and a small page is written and bundled there with
 * esbuild. The page records the time from receiving the workflow to the first frame with the
 * nodes shown and the edges drawn (`window.__rfOpenMs`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../anchors/react-flow/', import.meta.url));

/** The page, plain JavaScript so the project's type check never reads it. */
const PAGE = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ReactFlow } from '@xyflow/react';
import '@xyflow/react/dist/style.css';

function toFlow(w) {
  const idOf = new Map(w.nodes.map((n) => [n.name, n.id]));
  const nodes = w.nodes.map((n) => ({ id: n.id, position: { x: n.position[0], y: n.position[1] }, data: { label: n.name } }));
  const edges = [];
  for (const [source, byType] of Object.entries(w.connections)) {
    byType.main.forEach((targets) => targets.forEach((t) => {
      const s = idOf.get(source);
      const d = idOf.get(t.node);
      if (s && d) edges.push({ id: s + '-' + d, source: s, target: d });
    }));
  }
  return { nodes, edges };
}

const root = createRoot(document.getElementById('root'));
window.addEventListener('message', (e) => {
  const start = performance.now();
  const { nodes, edges } = toFlow(e.data.workflow);
  root.render(createElement(ReactFlow, { defaultNodes: nodes, defaultEdges: edges, fitView: true, minZoom: 0.01 }));
  // React Flow draws nodes hidden, measures them, then shows them and draws the edges: wait for that.
  const done = () => {
    const node = document.querySelector('.react-flow__node');
    if (node && getComputedStyle(node).visibility !== 'hidden' && document.querySelector('.react-flow__edge-path')) window.__rfOpenMs = performance.now() - start;
    else requestAnimationFrame(done);
  };
  requestAnimationFrame(done);
});
`;

const HTML = `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="page.css">
<style>html,body,#root{margin:0;width:100%;height:100%}</style></head>
<body><div id="root"></div><script src="page.js"></script></body></html>`;

/** Installs React Flow when missing, bundles the page, and returns its file URL. */
export function buildReactFlowPage(): string {
  mkdirSync(folder, { recursive: true });
  if (!existsSync(join(folder, 'node_modules', '@xyflow', 'react'))) {
    writeFileSync(join(folder, 'package.json'), '{ "private": true }\n');
    execFileSync('npm', ['install', '--prefix', folder, '@xyflow/react', 'react', 'react-dom', '--no-audit', '--no-fund'], {
      stdio: 'inherit',
    });
  }
  writeFileSync(join(folder, 'page.mjs'), PAGE);
  writeFileSync(join(folder, 'index.html'), HTML);
  const esbuild = fileURLToPath(new URL('../../../node_modules/.bin/esbuild', import.meta.url));
  execFileSync(
    esbuild,
    [
      join(folder, 'page.mjs'),
      '--bundle',
      '--minify',
      '--format=iife',
      '--define:process.env.NODE_ENV="production"',
      `--outfile=${join(folder, 'page.js')}`,
    ],
    {
      cwd: folder,
      stdio: 'inherit',
    },
  );
  return `file://${join(folder, 'index.html')}`;
}
