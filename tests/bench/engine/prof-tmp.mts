import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chain } from '/work/main/tests/bench/engine/engine.bench';
import { createEngineServices } from '/work/main/app/server/engine/engine-services';
import { runWorkflow } from '/work/main/app/server/engine/workflow-execute';
import { createCoreNodeTypes } from '/work/main/app/server/nodes';
const services = createEngineServices({ nodeTypes: createCoreNodeTypes(), userFolder: mkdtempSync(path.join(os.tmpdir(), 'p-')), timezone: 'UTC' });
async function go() { for (let r = 0; r < 2; r++) {
const w = chain(20000, 'pinned');
const res = await runWorkflow({ workflow: { ...w, settings: { executionOrder: 'v1' } }, pinData: w.pinData, mode: 'manual', executionId: 'x', signal: new AbortController().signal, services });
console.log(Object.entries(res.data.resultData.runData).map(([n, runs]) => `${n}:${runs[0]!.executionTime}`).join(' '));
} }
void go();
