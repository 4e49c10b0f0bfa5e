/**
 * The grey line under a node's name: what the node does, read from its main
 * parameters (operation and resource, an HTTP method and URL), as n8n's
 * subtitles show it. Expressions are not evaluated on the canvas.
 */
import type { DocNode } from '@sdk';

function str(value: unknown): string {
  return typeof value === 'string' && !value.startsWith('=') ? value : '';
}

/** The subtitle for a node, or '' when there is nothing short to say. */
export function nodeSubtitle(node: DocNode): string {
  const p = node.parameters;
  if (node.type === 'n8n-nodes-base.httpRequest') {
    const url = str(p['url']);
    return url ? `${str(p['method']) || 'GET'}: ${url.replace(/^https?:\/\//, '')}` : '';
  }
  const operation = str(p['operation']);
  const resource = str(p['resource']);
  if (operation && resource) return `${operation}: ${resource}`;
  if (operation) return operation;
  const mode = str(p['mode']);
  return mode ? mode.replace(/([A-Z])/g, ' $1').toLowerCase() : '';
}
