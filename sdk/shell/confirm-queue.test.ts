import { describe, expect, it } from 'vitest';
import { ConfirmQueue } from './confirm-queue';

describe('ConfirmQueue', () => {
  it('shows a confirm with the default title and the OK and Cancel labels', () => {
    const queue = new ConfirmQueue();
    void queue.confirm('Delete this workflow?');
    expect(queue.pending).toHaveLength(1);
    expect(queue.pending[0]).toMatchObject({
      message: 'Delete this workflow?',
      title: 'Are you sure?',
      confirmButtonText: 'OK',
      cancelButtonText: 'Cancel',
      danger: false,
    });
  });

  it('uses custom labels, title and danger styling when given', () => {
    const queue = new ConfirmQueue();
    void queue.confirm('The workflow was changed by someone else.', {
      title: 'Save anyway?',
      confirmButtonText: 'Overwrite',
      cancelButtonText: 'Keep theirs',
      danger: true,
    });
    expect(queue.pending[0]).toMatchObject({
      title: 'Save anyway?',
      confirmButtonText: 'Overwrite',
      cancelButtonText: 'Keep theirs',
      danger: true,
    });
  });

  it('resolves true on confirm and removes the dialog', async () => {
    const queue = new ConfirmQueue();
    const answer = queue.confirm('Proceed?');
    queue.pending[0]?.resolve(true);
    await expect(answer).resolves.toBe(true);
    expect(queue.pending).toEqual([]);
  });

  it('resolves false on cancel and removes the dialog', async () => {
    const queue = new ConfirmQueue();
    const answer = queue.confirm('Proceed?');
    queue.pending[0]?.resolve(false);
    await expect(answer).resolves.toBe(false);
    expect(queue.pending).toEqual([]);
  });

  it('shows requests one after another in the order they were asked', async () => {
    const queue = new ConfirmQueue();
    const first = queue.confirm('First?');
    const second = queue.confirm('Second?');
    expect(queue.pending.map((p) => p.message)).toEqual(['First?', 'Second?']);
    queue.pending[0]?.resolve(false);
    expect(queue.pending.map((p) => p.message)).toEqual(['Second?']);
    queue.pending[0]?.resolve(true);
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(true);
    expect(queue.pending).toEqual([]);
  });

  it('keeps the first answer when a dialog is answered twice (button click, then the close event)', async () => {
    const queue = new ConfirmQueue();
    const first = queue.confirm('First?');
    void queue.confirm('Second?');
    const dialog = queue.pending[0];
    dialog?.resolve(true);
    dialog?.resolve(false);
    await expect(first).resolves.toBe(true);
    expect(queue.pending.map((p) => p.message)).toEqual(['Second?']);
  });

  it('publishes the pending list on pending$', () => {
    const queue = new ConfirmQueue();
    const seen: number[] = [];
    const sub = queue.pending$.subscribe((p) => seen.push(p.length));
    void queue.confirm('One?');
    void queue.confirm('Two?');
    queue.pending[0]?.resolve(true);
    sub.unsubscribe();
    expect(seen).toEqual([0, 1, 2, 1]);
  });
});
