import { describe, expect, it } from 'vitest';
import type { DocNode } from '@sdk';
import { nodeActionItems } from './node-actions';
import { cursorFor } from './hover-feedback';

const node = (disabled?: boolean): DocNode => ({
  id: 'a',
  name: 'A',
  type: 'n8n-nodes-base.noOp',
  typeVersion: 1,
  position: [0, 0],
  parameters: {},
  ...(disabled ? { disabled } : {}),
});

describe('node actions menu', () => {
  it('offers every action; editing ones are off on a read-only canvas', () => {
    const items = nodeActionItems(
      node(),
      false,
      () => undefined,
      () => undefined,
    );
    expect(items.map((i) => [i.label, i.disabled === true])).toEqual([
      ['Open', false],
      ['Execute step', true],
      ['Rename', true],
      ['Deactivate', true],
      ['Duplicate', true],
      ['Copy', false],
      ['Select all upstream', false],
      ['Select all downstream', false],
      ['Delete', true],
    ]);
  });

  it('says Activate for a deactivated node and runs the command it names', () => {
    const ran: string[] = [];
    const items = nodeActionItems(
      node(true),
      true,
      () => ran.push('open'),
      (id) => ran.push(id),
    );
    const activate = items.find((i) => i.label === 'Activate');
    activate?.run();
    items[0]?.run();
    expect(ran).toEqual(['canvas.toggleDisable', 'open']);
  });
});

describe('node actions menu of a root node', () => {
  it('offers "Add <slot>…" per slot, off for a full slot and on a read-only canvas, and hands the slot over', () => {
    const slots = [
      { type: 'ai_languageModel', label: 'Chat Model', required: true, maxConnections: 1, connected: 1 },
      { type: 'ai_tool', label: 'Tool', required: false, connected: 0 },
    ];
    const picked: string[] = [];
    const items = nodeActionItems(
      node(),
      true,
      () => undefined,
      () => undefined,
      undefined,
      slots,
      (slot) => picked.push(slot.type),
    );
    expect(items.slice(0, 3).map((i) => [i.label, i.disabled === true])).toEqual([
      ['Open', false],
      ['Add Chat Model…', true],
      ['Add Tool…', false],
    ]);
    items[2]?.run();
    expect(picked).toEqual(['ai_tool']);
    const readOnly = nodeActionItems(
      node(),
      false,
      () => undefined,
      () => undefined,
      undefined,
      slots,
    );
    expect(readOnly.find((i) => i.label === 'Add Tool…')?.disabled).toBe(true);
  });
});

describe('hover cursor', () => {
  it('is a crosshair on ports, a pointer on nodes, a resize arrow on sticky edges', () => {
    expect(cursorFor({ kind: 'input', nodeId: 'a', index: 0 } as never)).toBe('crosshair');
    expect(cursorFor({ kind: 'node', nodeId: 'a' } as never)).toBe('pointer');
    expect(cursorFor({ kind: 'sticky', nodeId: 's', handle: { right: true } } as never)).toBe('nwse-resize');
    expect(cursorFor({ kind: 'empty' })).toBe('');
  });

  it("offers a sticky note's actions only: edit, duplicate, copy, delete (nothing that runs or opens it)", () => {
    const edited: string[] = [];
    const sticky = nodeActionItems(
      { ...node(), type: 'n8n-nodes-base.stickyNote' },
      true,
      () => edited.push('open'),
      () => undefined,
      () => edited.push('edit'),
    );
    expect(sticky.map((i) => i.label)).toEqual(['Edit sticky note', 'Duplicate', 'Copy', 'Delete']);
    sticky[0]!.run();
    expect(edited).toEqual(['edit']);
  });

  it('runs "Execute step" for that node, and a sticky note has no "Execute step"', () => {
    const ran: Array<[string, unknown]> = [];
    const items = nodeActionItems(
      node(),
      true,
      () => undefined,
      (id, args) => ran.push([id, args]),
    );
    items.find((i) => i.label === 'Execute step')?.run();
    expect(ran).toEqual([['workflow.executeStep', { nodeId: 'a' }]]);
    const sticky = nodeActionItems(
      { ...node(), type: 'n8n-nodes-base.stickyNote' },
      true,
      () => undefined,
      () => undefined,
    );
    expect(sticky.map((i) => i.label)).not.toContain('Execute step');
  });
});
