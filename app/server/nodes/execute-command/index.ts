/**
 * Execute Command (`n8n-nodes-base.executeCommand` v1): runs a shell command on the
 * server and outputs its `exitCode`, `stdout` and `stderr` (trimmed), once or once per
 * item; a command that fails (non-zero exit) fails the node with its message, as in n8n.
 * Anyone who can edit a workflow could run anything as the server's user, so the node is
 * excluded by default (NODES_EXCLUDE, as n8n does since 2.0): an operator must remove it
 * from that list to use it, and until then a workflow with it fails before it starts.
 */
import { exec } from 'node:child_process';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-errors';

/** The longest a command may run. */
const COMMAND_TIMEOUT_MS = 10 * 60 * 1000;
/** The most output kept from each stream. */
const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;

function run(
  command: string,
  cwd: string,
  signal: AbortSignal | undefined,
): Promise<{ exitCode: number; stdout: string; stderr: string; error?: Error }> {
  return new Promise((resolve) => {
    exec(
      command,
      { cwd, timeout: COMMAND_TIMEOUT_MS, maxBuffer: MAX_OUTPUT_BYTES, ...(signal ? { signal } : {}) },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ exitCode, stdout: String(stdout).trim(), stderr: String(stderr).trim(), ...(error ? { error } : {}) });
      },
    );
  });
}

export const executeCommandNode: INodeType = {
  description: {
    displayName: 'Execute Command',
    name: 'n8n-nodes-base.executeCommand',
    icon: 'fa:terminal',
    group: ['transform'],
    version: 1,
    description: 'Executes a command on the host',
    defaults: { name: 'Execute Command', color: '#886644' },
    inputs: ['main'],
    outputs: ['main'],
    codex: {
      categories: ['Development', 'Core Nodes'],
      subcategories: { 'Core Nodes': ['Helpers'] },
      alias: ['Shell', 'Command', 'OS', 'Bash'],
    },
    properties: [
      {
        displayName: 'Execute Once',
        name: 'executeOnce',
        type: 'boolean',
        default: true,
        description: 'Whether to execute only once instead of once for each entry',
      },
      {
        displayName: 'Command',
        name: 'command',
        typeOptions: { rows: 5 },
        type: 'string',
        default: '',
        placeholder: 'echo "test"',
        description: 'The command to execute',
        required: true,
      },
    ],
  },
  async execute() {
    const items = this.getInputData();
    const once = this.getNodeParameter('executeOnce', 0, true) as boolean;
    const count = once ? Math.min(items.length, 1) : items.length;
    const out: INodeExecutionData[] = [];
    for (let i = 0; i < count; i++) {
      const command = this.getNodeParameter('command', i) as string;
      const result = await run(command, process.cwd(), this.getExecutionCancelSignal());
      if (result.error) {
        if (!this.continueOnFail()) throw new NodeOperationError(this.getNode(), result.error.message, { itemIndex: i });
        out.push({ json: { error: result.error.message }, pairedItem: { item: i } });
        continue;
      }
      const json: IDataObject = { exitCode: result.exitCode, stderr: result.stderr, stdout: result.stdout };
      out.push({ json, pairedItem: { item: i } });
    }
    return [out];
  },
};
