import { describe, expect, it } from 'vitest';
import { DEFAULT_TOAST_DURATION, NotificationCenter, truncateDetails } from './notification-center';

describe('NotificationCenter', () => {
  it('gives non-error toasts the default duration so they close themselves', () => {
    const center = new NotificationCenter();
    center.showMessage({ title: 'Saved', type: 'success' });
    center.showMessage({ title: 'Heads up' });
    expect(center.toasts.map((t) => t.duration)).toEqual([DEFAULT_TOAST_DURATION, DEFAULT_TOAST_DURATION]);
    expect(DEFAULT_TOAST_DURATION).toBeGreaterThan(0);
  });

  it('keeps an explicit duration for non-error toasts, including 0 for a sticky notice', () => {
    const center = new NotificationCenter();
    center.showMessage({ title: 'Read-only', type: 'info', duration: 0 });
    center.showMessage({ title: 'Copied', type: 'success', duration: 1500 });
    expect(center.toasts.map((t) => t.duration)).toEqual([0, 1500]);
  });

  it('keeps error toasts until closed (duration 0), even when a duration is passed', () => {
    const center = new NotificationCenter();
    center.showMessage({ title: 'Failed', type: 'error' });
    center.showMessage({ title: 'Failed again', type: 'error', duration: 3000 });
    expect(center.toasts.map((t) => t.duration)).toEqual([0, 0]);
  });

  it('returns a distinct id for each toast', () => {
    const center = new NotificationCenter();
    const a = center.showMessage({ title: 'A' });
    const b = center.showMessage({ title: 'B' });
    expect(a).not.toBe(b);
    expect(center.toasts.map((t) => t.id)).toEqual([a, b]);
  });

  describe('showError', () => {
    it('shows the title, the optional message and the error message as a sticky error toast', () => {
      const center = new NotificationCenter();
      const id = center.showError(new Error('Request failed with status 500'), 'Problem saving workflow', 'Please try again.');
      expect(center.toasts).toHaveLength(1);
      expect(center.toasts[0]).toMatchObject({
        id,
        title: 'Problem saving workflow',
        message: 'Please try again. Request failed with status 500',
        type: 'error',
        duration: 0,
      });
    });

    it('shows only the error message when no message is given', () => {
      const center = new NotificationCenter();
      center.showError(new Error('Connection refused'), 'Could not load');
      expect(center.toasts[0]).toMatchObject({ title: 'Could not load', message: 'Connection refused' });
    });

    it('adds the hint of a server error to its message', () => {
      const center = new NotificationCenter();
      const error = Object.assign(new Error('Workflow could not be saved.'), { hint: 'Reload the workflow.' });
      center.showError(error, 'Problem saving workflow');
      expect(center.toasts[0]?.message).toBe('Workflow could not be saved. Reload the workflow.');
    });

    it('accepts thrown strings and plain objects', () => {
      const center = new NotificationCenter();
      center.showError('plain failure', 'A');
      center.showError({ code: 42 }, 'B');
      expect(center.toasts.map((t) => t.message)).toEqual(['plain failure', '{"code":42}']);
    });

    it('puts the server stack trace in the collapsible details', () => {
      const center = new NotificationCenter();
      const error = Object.assign(new Error('Boom'), { serverStackTrace: 'Error: Boom\n    at save (workflows.ts:1:1)' });
      center.showError(error, 'Failed');
      expect(center.toasts[0]?.details).toBe('Error: Boom\n    at save (workflows.ts:1:1)');
    });

    it('truncates long details at 500 characters plus an ellipsis', () => {
      const center = new NotificationCenter();
      const error = Object.assign(new Error('Boom'), { description: 'x'.repeat(2000) });
      center.showError(error, 'Failed');
      expect(center.toasts[0]?.details).toBe(`${'x'.repeat(500)}…`);
    });
  });

  describe('details truncation', () => {
    it('leaves details of exactly 500 characters alone and cuts 501 to 500 plus an ellipsis', () => {
      expect(truncateDetails('a'.repeat(500))).toBe('a'.repeat(500));
      expect(truncateDetails('a'.repeat(501))).toBe(`${'a'.repeat(500)}…`);
      expect(truncateDetails('short')).toBe('short');
    });

    it('applies to details passed to showMessage too', () => {
      const center = new NotificationCenter();
      center.showMessage({ title: 'Long', details: 'b'.repeat(600) });
      center.showMessage({ title: 'Exact', details: 'c'.repeat(500) });
      expect(center.toasts[0]?.details).toBe(`${'b'.repeat(500)}…`);
      expect(center.toasts[1]?.details).toBe('c'.repeat(500));
    });
  });

  it('dismiss removes only that toast, and an unknown id changes nothing', () => {
    const center = new NotificationCenter();
    const a = center.showMessage({ title: 'A' });
    const b = center.showError(new Error('x'), 'B');
    center.dismiss(a);
    expect(center.toasts.map((t) => t.id)).toEqual([b]);
    center.dismiss(9999);
    expect(center.toasts.map((t) => t.id)).toEqual([b]);
    center.dismiss(b);
    expect(center.toasts).toEqual([]);
  });

  it('publishes the toast list on toasts$', () => {
    const center = new NotificationCenter();
    const seen: string[][] = [];
    const sub = center.toasts$.subscribe((ts) => seen.push(ts.map((t) => t.title)));
    const id = center.showMessage({ title: 'Hello' });
    center.dismiss(id);
    sub.unsubscribe();
    expect(seen).toEqual([[], ['Hello'], []]);
  });
});
