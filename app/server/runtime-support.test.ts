/**
 * The supported Node.js lines: package.json says what the code enforces, and `npm start`
 * refuses anything else with one line naming the supported versions.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { enginesRange, isSupportedNode, unsupportedNodeMessage } from './runtime-support';
import { PreflightError, checkRuntime } from './preflight';

describe('supported Node.js versions', () => {
  it('package.json engines states exactly the supported lines', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { engines: { node: string } };
    expect(manifest.engines.node).toBe(enginesRange());
    expect(enginesRange()).toBe('^20.19.0 || ^22.12.0 || ^24.0.0');
  });

  it('takes 20.19+, 22.12+ and 24 and refuses the rest', () => {
    for (const version of ['v20.19.0', 'v20.20.2', '22.12.0', 'v22.23.3', 'v24.0.0', 'v24.21.0'])
      expect(isSupportedNode(version), version).toBe(true);
    for (const version of ['v18.20.4', 'v20.18.1', 'v21.7.3', 'v22.11.0', 'v23.11.0', 'v25.1.0'])
      expect(isSupportedNode(version), version).toBe(false);
  });

  it('says in one line which versions to use', () => {
    const message = unsupportedNodeMessage('v18.20.4');
    expect(message).toBe('Switchyard needs Node.js 20.19+, 22.12+, 24.0+ (the 20, 22 or 24 LTS lines); this is Node.js 18.20.4.');
    expect(message).not.toContain('\n');
    expect(unsupportedNodeMessage(process.version)).toBeUndefined();
    expect(() => checkRuntime('v23.1.0')).toThrow(PreflightError);
    expect(() => checkRuntime()).not.toThrow();
  });
});
