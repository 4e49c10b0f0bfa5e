import { describe, expect, it } from 'vitest';
import { importWorkflow, type IRunData, type ITaskData } from '@sdk';
import { partialStep } from './step-start';

const node = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  type: 'n8n-nodes-base.noOp',
  typeVersion: 1,
  position: [0, 0],
  parameters: {},
  ...extra,
});
const link = (to: string) => ({ main: [[{ node: to, type: 'main', index: 0 }]] });

/** Trigger → Fetch → Shape → Save */
function chain(extra: { disabled?: string; pinned?: string } = {}) {
  const names = ['Trigger', 'Fetch', 'Shape', 'Save'];
  return importWorkflow({
    name: 'w',
    nodes: names.map((name) => node(name.toLowerCase(), name, extra.disabled === name ? { disabled: true } : {})),
    connections: { Trigger: link('Fetch'), Fetch: link('Shape'), Shape: link('Save') },
    ...(extra.pinned ? { pinData: { [extra.pinned]: [{ json: { pinned: true } }] } } : {}),
  }).document;
}
const ran = (n = 1): ITaskData => ({
  startTime: 1,
  executionTime: 1,
  source: [],
  executionStatus: 'success',
  data: { main: [Array.from({ length: n }, (_, i) => ({ json: { i } }))] },
});
const whole: IRunData = { Trigger: [ran()], Fetch: [ran(2)], Shape: [ran(2)], Save: [ran(2)] };

describe("'Execute step' runs only the node when its inputs are current", () => {
  it('starts at the node with the run data of the others, its own earlier run left out', () => {
    const step = partialStep(chain(), whole, undefined, 'Save');
    expect(step?.startNodes).toEqual(['Save']);
    expect(Object.keys(step?.runData ?? {}).sort()).toEqual(['Fetch', 'Shape', 'Trigger']);
  });

  it('runs from the trigger when a parent has no data, failed, or is deactivated', () => {
    const { Shape: _shape, ...withoutShape } = whole;
    expect(partialStep(chain(), withoutShape, undefined, 'Save')).toBeNull();
    expect(
      partialStep(
        chain(),
        { ...whole, Shape: [{ ...ran(), executionStatus: 'error', error: { message: 'no' } as never }] },
        undefined,
        'Save',
      ),
    ).toBeNull();
    expect(partialStep(chain({ disabled: 'Shape' }), whole, undefined, 'Save')).toBeNull();
  });

  it('runs from the trigger when a parent has pinned items but never ran, so every node shows its result', () => {
    expect(partialStep(chain({ pinned: 'Shape' }), { Trigger: [ran()] }, undefined, 'Save')).toBeNull();
    expect(partialStep(chain({ pinned: 'Shape' }), whole, undefined, 'Save')?.startNodes).toEqual(['Save']);
  });

  it('runs from the trigger when anything upstream changed since it ran, but not for a change downstream', () => {
    expect(partialStep(chain(), whole, new Set(['Fetch']), 'Save')).toBeNull();
    expect(partialStep(chain(), whole, new Set(['Shape']), 'Save')).toBeNull();
    expect(partialStep(chain(), whole, new Set(['Save']), 'Shape')?.startNodes).toEqual(['Shape']);
    expect(partialStep(chain(), whole, new Set(['Save']), 'Save')?.startNodes).toEqual(['Save']);
  });

  it('runs a trigger (no parents) as a whole run', () => {
    expect(partialStep(chain(), whole, undefined, 'Trigger')).toBeNull();
  });
});
