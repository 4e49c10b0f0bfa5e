import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layering of ARCHITECTURE.md is enforced by lint, not goodwill. These
 * cases lint source text as if it lived at a path in the tree and check the
 * rule fires (or does not) with the message a developer would see.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('keeps core free of sdk, plugins, app and React', async () => {
    const messages = await restrictedImports(
      'core/bus/example.ts',
      "import { definePlugin } from '@sdk';\nimport React from 'react';\nimport { x } from '../../app/web/plugins';\nexport const a = [definePlugin, React, x];\n",
    );
    expect(messages).toHaveLength(3);
    expect(messages[0]).toContain('core imports nothing above it');
    expect(messages[1]).toContain('core has no React');
  });

  it('lets plugins use the sdk and another plugin only through its api.ts', async () => {
    const allowed = await restrictedImports(
      'plugins/example/index.ts',
      "import { definePlugin } from '@sdk';\nimport { useKernel } from '@sdk/react';\nimport { api } from '@plugins/other/api';\nimport { local } from './local';\nexport const a = [definePlugin, useKernel, api, local];\n",
    );
    expect(allowed).toEqual([]);
    const denied = await restrictedImports(
      'plugins/example/index.ts',
      "import { createKernel } from '@core';\nimport { internals } from '@plugins/other/internals';\nimport { x } from '../../app/web/plugins';\nexport const a = [createKernel, internals, x];\n",
    );
    expect(denied).toHaveLength(3);
    expect(denied[0]).toContain('plugins import the sdk');
    expect(denied[1]).toContain('only through its api.ts');
    expect(denied[2]).toContain('stay inside your plugin folder');
  });

  it('keeps the sdk away from plugins and app, and the server away from browser UI', async () => {
    expect(await restrictedImports('sdk/plugin/example.ts', "import { a } from '@plugins/x/api';\nexport const b = a;\n")).toHaveLength(1);
    expect(await restrictedImports('app/server/example.ts', "import React from 'react';\nexport const b = React;\n")).toHaveLength(1);
    expect(
      await restrictedImports(
        'app/web/example.ts',
        "import { createKernel } from '@core';\nimport p from '@plugins/navigation';\nexport const b = [createKernel, p];\n",
      ),
    ).toEqual([]);
  });
});
