// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createElement, type ReactElement } from 'react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { definePlugin, IRestApi } from '@sdk';
import { KernelContext } from '@sdk/react';
import { createTestHost, type TestHost } from '@sdk/testing';
import tags from '../index';
import { TAGS_MANAGER_MODAL, type TagRef } from '../api';
import { TagsRest } from '../test-support';
import { TagsManagerModal } from './TagsManagerModal';
import { WorkflowTags } from './WorkflowTags';

let host: TestHost | undefined;
afterEach(() => {
  cleanup();
  host?.dispose();
  host = undefined;
});

async function settle() {
  for (let i = 0; i < 6; i++) await act(async () => await new Promise((r) => setTimeout(r, 0)));
}

async function show(rest: TagsRest, element: ReactElement) {
  const restPlugin = definePlugin({ id: 'test.rest', provides: [IRestApi], activate: (ctx) => void ctx.provide(IRestApi, rest) });
  host = await createTestHost({ plugins: [tags, restPlugin] });
  render(createElement(KernelContext.Provider, { value: host.kernel }, element));
  await settle();
  return host;
}

describe('the header tag editor', () => {
  it('creates a tag inline with Enter and saves the workflow with it when the field is left', async () => {
    const saved: Array<readonly TagRef[]> = [];
    const user = userEvent.setup();
    await show(
      new TagsRest([{ id: 'a', name: 'ops', usageCount: 1 }]),
      createElement(WorkflowTags, { tags: [], readOnly: false, save: async (t) => (saved.push(t), true) }),
    );
    await user.click(screen.getByRole('button', { name: '+ Add tag' }));
    const field = screen.getByRole('combobox', { name: 'Workflow tags' });
    expect(document.activeElement).toBe(field);
    await user.type(field, 'billing');
    expect(screen.getByRole('option', { name: 'Create tag "billing"' })).toBeDefined();
    await user.keyboard('{Enter}');
    await settle();
    expect(screen.getByRole('button', { name: 'Remove tag billing' })).toBeDefined();
    // The list closed after the pick: one Escape leaves the field, which saves.
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(saved).toEqual([]);
    await user.keyboard('{Escape}');
    expect(saved).toEqual([[{ id: 't1', name: 'billing' }]]);
  });

  it("opens from a pill; the chip's × detaches the tag; leaving unchanged saves nothing", async () => {
    const saved: Array<readonly TagRef[]> = [];
    const user = userEvent.setup();
    const ops = { id: 'a', name: 'ops' };
    await show(
      new TagsRest([{ ...ops, usageCount: 1 }]),
      createElement(WorkflowTags, { tags: [ops], readOnly: false, save: async (t) => (saved.push(t), true) }),
    );
    await user.click(within(screen.getByRole('list', { name: 'Tags' })).getByRole('button', { name: 'ops' }));
    await user.keyboard('{Escape}{Escape}');
    expect(saved).toEqual([]);
    await user.click(within(screen.getByRole('list', { name: 'Tags' })).getByRole('button', { name: 'ops' }));
    await user.click(screen.getByRole('button', { name: 'Remove tag ops' }));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Workflow tags' }));
    await user.keyboard('{Escape}{Escape}');
    expect(saved).toEqual([[]]);
  });

  it('"Manage tags" in the list opens the tags manager', async () => {
    const user = userEvent.setup();
    const test = await show(new TagsRest([]), createElement(WorkflowTags, { tags: [], readOnly: false, save: async () => true }));
    await user.click(screen.getByRole('button', { name: '+ Add tag' }));
    await user.click(screen.getByRole('option', { name: 'Manage tags' }));
    expect(test.modals.active?.key).toBe(TAGS_MANAGER_MODAL);
  });
});

describe('the tags manager', () => {
  it('shows usage counts, renames inline, and deletes after a confirm naming the count', async () => {
    const user = userEvent.setup();
    const rest = new TagsRest([
      { id: 'a', name: 'ops', usageCount: 3 },
      { id: 'b', name: 'dev', usageCount: 0 },
    ]);
    const test = await show(
      rest,
      createElement(TagsManagerModal, { modalKey: TAGS_MANAGER_MODAL, data: undefined, close: () => undefined }),
    );
    const rows = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent);
    expect(rows()).toEqual(['devNot usedRenameDelete', 'ops3 workflowsRenameDelete']);

    await user.click(screen.getByRole('button', { name: 'Rename tag ops' }));
    const input = screen.getByRole('textbox', { name: 'New name for tag ops' });
    await user.clear(input);
    await user.type(input, 'operations{Enter}');
    await settle();
    expect(rows()).toEqual(['devNot usedRenameDelete', 'operations3 workflowsRenameDelete']);

    await user.click(screen.getByRole('button', { name: 'Delete tag operations' }));
    expect(test.confirms.pending[0]?.message).toBe('Delete the tag "operations"? 3 workflows use it; they lose the tag.');
    await act(async () => test.confirms.pending[0]!.resolve(true));
    await settle();
    expect(rows()).toEqual(['devNot usedRenameDelete']);
  });
});
