/**
 * What makes an npm package a community node package (as the anchor product requires):
 * the `n8n-community-node-package` keyword and an `n8n` section listing node and
 * credential files. Checked on the registry's manifest before anything is installed and
 * again on the installed package.json.
 */

/** The keyword a community node package carries. */
export const COMMUNITY_KEYWORD = 'n8n-community-node-package';

/** npm's package name rule (scoped or not, lower case, at most 214 characters). */
export const PACKAGE_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;

/** A version or dist-tag as npm accepts it after `name@`. */
export const PACKAGE_VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

/** The `n8n` section of a package.json. */
export interface N8nSection {
  nodes: string[];
  credentials: string[];
}

/** Why `manifest` is not a community node package, or its n8n section. */
export function checkCommunityManifest(manifest: Record<string, unknown>): { problem: string } | { section: N8nSection } {
  const keywords = Array.isArray(manifest.keywords) ? manifest.keywords : [];
  const n8n = manifest.n8n as Record<string, unknown> | undefined;
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);
  if (typeof n8n !== 'object' || n8n === null || (list(n8n.nodes).length === 0 && list(n8n.credentials).length === 0)) {
    return { problem: 'The package is not a community node package: its package.json has no "n8n" section listing nodes.' };
  }
  if (!keywords.includes(COMMUNITY_KEYWORD)) {
    return { problem: `The package is not a community node package: it lacks the "${COMMUNITY_KEYWORD}" keyword.` };
  }
  return { section: { nodes: list(n8n.nodes), credentials: list(n8n.credentials) } };
}
