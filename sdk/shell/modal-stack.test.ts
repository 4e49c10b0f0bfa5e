import { describe, expect, it } from 'vitest';
import { ModalStack } from './modal-stack';
import type { ModalEntry } from '../plugin/services';

const keys = (stack: ModalStack) => stack.stack.map((m) => m.key);

describe('ModalStack', () => {
  it('starts empty, with no active modal', () => {
    const modals = new ModalStack();
    expect(modals.stack).toEqual([]);
    expect(modals.active).toBeUndefined();
    expect(modals.isOpen('about')).toBe(false);
  });

  it('puts an opened modal on top, and the first item is the active one', () => {
    const modals = new ModalStack();
    modals.open('about');
    modals.open('duplicate', { workflowId: '7' });
    expect(keys(modals)).toEqual(['duplicate', 'about']);
    expect(modals.active).toMatchObject({ key: 'duplicate', data: { workflowId: '7' } });
  });

  it('moves a modal that is opened again to the top, with the new data, instead of stacking a copy', () => {
    const modals = new ModalStack();
    modals.open('about');
    modals.open('duplicate', { workflowId: '1' });
    const firstInstance = modals.stack[0]?.instance;
    modals.open('tagsManager');
    modals.open('duplicate', { workflowId: '2' });
    expect(keys(modals)).toEqual(['duplicate', 'tagsManager', 'about']);
    expect(modals.active?.data).toEqual({ workflowId: '2' });
    // A new opening is a new instance, so the view remounts with fresh state.
    expect(modals.active?.instance).not.toBe(firstInstance);
  });

  it('close() closes the active modal and reveals the one below', () => {
    const modals = new ModalStack();
    modals.open('about');
    modals.open('duplicate');
    modals.close();
    expect(modals.active?.key).toBe('about');
    expect(modals.isOpen('duplicate')).toBe(false);
    modals.close();
    expect(modals.active).toBeUndefined();
    // Closing with nothing open is harmless.
    modals.close();
    expect(modals.stack).toEqual([]);
  });

  it('close(key) closes that modal wherever it is and leaves the others in order', () => {
    const modals = new ModalStack();
    modals.open('about');
    modals.open('duplicate');
    modals.open('settings');
    modals.close('duplicate');
    expect(keys(modals)).toEqual(['settings', 'about']);
    modals.close('not-open');
    expect(keys(modals)).toEqual(['settings', 'about']);
  });

  it('closeAll empties the stack', () => {
    const modals = new ModalStack();
    modals.open('about');
    modals.open('duplicate');
    modals.closeAll();
    expect(modals.stack).toEqual([]);
    expect(modals.isOpen('about')).toBe(false);
  });

  it('isOpen is true for any modal on the stack, not only the active one', () => {
    const modals = new ModalStack();
    modals.open('about');
    modals.open('duplicate');
    expect(modals.isOpen('about')).toBe(true);
    expect(modals.isOpen('duplicate')).toBe(true);
    expect(modals.isOpen('settings')).toBe(false);
  });

  it('publishes every change on stack$, starting with the current stack', () => {
    const modals = new ModalStack();
    modals.open('about');
    const seen: string[][] = [];
    const sub = modals.stack$.subscribe((s: readonly ModalEntry[]) => seen.push(s.map((m) => m.key)));
    modals.open('duplicate');
    modals.close();
    sub.unsubscribe();
    expect(seen).toEqual([['about'], ['duplicate', 'about'], ['about']]);
  });
  it('requestClose asks the before-close guard and keeps the modal when it says no', async () => {
    const modals = new ModalStack();
    modals.open('editCredential');
    let allow = false;
    const remove = modals.setBeforeClose('editCredential', async () => allow);
    await expect(modals.requestClose()).resolves.toBe(false);
    expect(modals.isOpen('editCredential')).toBe(true);
    allow = true;
    await expect(modals.requestClose('editCredential')).resolves.toBe(true);
    expect(modals.isOpen('editCredential')).toBe(false);
    // Without a guard (removed), and for close(), nothing is asked.
    modals.open('editCredential');
    remove();
    await expect(modals.requestClose()).resolves.toBe(true);
    await expect(modals.requestClose('not-open')).resolves.toBe(false);
  });
});
