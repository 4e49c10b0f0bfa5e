import { describe, expect, it } from 'vitest';
import { BLOCKED_MODULES, classifyModule } from './module-policy';

const refusal = (specifier: string, fromUserCode: boolean, allowed: object): string => {
  try {
    classifyModule(specifier, fromUserCode, allowed);
  } catch (error) {
    return (error as Error).message;
  }
  return 'allowed';
};

describe('classifyModule', () => {
  it('never allows a blocked module, whatever the settings and however it is named', () => {
    for (const name of BLOCKED_MODULES) {
      expect(refusal(name, true, { builtIn: ['*'] })).toBe(`Module '${name}' is blocked in the Code node`);
      expect(refusal(`node:${name}`, false, { builtIn: [name] })).toBe(`Module '${name}' is blocked in the Code node`);
    }
    expect(refusal('fs/promises', true, { builtIn: ['*'] })).toBe("Module 'fs/promises' is blocked in the Code node");
    expect(refusal('sys', true, { builtIn: ['*'] })).toBe("Module 'sys' is blocked in the Code node");
  });

  it('needs builtIn for other built-ins and offers only those with a sandboxed implementation', () => {
    expect(refusal('buffer', true, {})).toBe("Module 'buffer' is not allowed in the Code node (NODE_FUNCTION_ALLOW_BUILTIN)");
    expect(classifyModule('buffer', true, { builtIn: ['buffer'] })).toEqual({ kind: 'builtin', name: 'buffer', implementation: 'buffer/' });
    expect(classifyModule('node:punycode', true, { builtIn: ['*'] })).toMatchObject({ kind: 'builtin', name: 'punycode' });
    for (const name of ['child_process', 'net', 'tls', 'dgram', 'worker_threads', 'vm', 'v8', 'cluster', 'repl']) {
      expect(refusal(name, true, { builtIn: ['*'] })).toMatch(new RegExp(`^Module '${name}' cannot be used in the Code node`));
    }
    // A loaded module may use harmless built-ins without the user listing them, never the others.
    expect(classifyModule('buffer', false, {})).toMatchObject({ kind: 'builtin', name: 'buffer' });
    expect(refusal('net', false, {})).toMatch(/^Module 'net' cannot be used/);
  });

  it('needs external for packages, by package name or wildcard', () => {
    expect(refusal('lodash', true, {})).toBe("Module 'lodash' is not allowed in the Code node (NODE_FUNCTION_ALLOW_EXTERNAL)");
    expect(classifyModule('lodash/fp', true, { external: ['lodash'] })).toEqual({
      kind: 'package',
      name: 'lodash',
      specifier: 'lodash/fp',
    });
    expect(classifyModule('@scope/pkg/x', true, { external: ['@scope/pkg'] })).toMatchObject({ kind: 'package', name: '@scope/pkg' });
    expect(classifyModule('anything', true, { external: ['*'] })).toMatchObject({ kind: 'package', name: 'anything' });
  });

  it('gives user code no file paths, but lets modules load their own files', () => {
    expect(refusal('./secret.js', true, { external: ['*'] })).toBe("Cannot find module './secret.js': the Code node has no file system");
    expect(refusal('/etc/passwd', true, { external: ['*'] })).toBe("Cannot find module '/etc/passwd': the Code node has no file system");
    expect(classifyModule('./lib/util.js', false, {})).toEqual({ kind: 'relative', specifier: './lib/util.js' });
  });
});
