/**
 * The Node.js release lines Switchyard supports, written once: package.json's
 * `engines.node` says the same (a test keeps them equal), and `npm start` refuses any
 * other runtime with one line instead of failing later in a native module.
 *
 * @module
 */

/** Each supported line and the first release of it that works. */
export const SUPPORTED_NODE_LINES: ReadonlyArray<{ major: number; minor: number }> = [
  { major: 20, minor: 19 },
  { major: 22, minor: 12 },
  { major: 24, minor: 0 },
];

/** The range for package.json's `engines.node`. */
export function enginesRange(): string {
  return SUPPORTED_NODE_LINES.map(({ major, minor }) => `^${major}.${minor}.0`).join(' || ');
}

/** Whether Node.js `version` (e.g. `v22.12.0` or `22.12.0`) is supported. */
export function isSupportedNode(version: string): boolean {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return SUPPORTED_NODE_LINES.some((line) => line.major === major && (minor ?? 0) >= line.minor);
}

/** The one-line refusal for an unsupported runtime, or undefined when `version` is supported. */
export function unsupportedNodeMessage(version: string): string | undefined {
  if (isSupportedNode(version)) return undefined;
  const lines = SUPPORTED_NODE_LINES.map(({ major, minor }) => `${major}.${minor}+`).join(', ');
  return `Switchyard needs Node.js ${lines} (the 20, 22 or 24 LTS lines); this is Node.js ${version.replace(/^v/, '')}.`;
}
