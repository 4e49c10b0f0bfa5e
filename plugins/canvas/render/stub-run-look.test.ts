import { describe, expect, it } from 'vitest';
import { stubRunLook } from './stub-run-look';

describe('the "+" stub after a run', () => {
  it("shows a Merge node's single output count and the success style", () => {
    // A Merge has two inputs and one output; as the last node its output ends in a stub.
    const look = stubRunLook({ outputs: 1, stubMask: 0b1, run: { status: 'success', itemsPerOutput: [3] } });
    expect(look).toEqual({ stubItems: [3], stubSuccess: true });
  });

  it('counts only the unconnected outputs of an If, zero where nothing left', () => {
    // The true output is connected (its count is on the connection); false ends in a stub.
    const look = stubRunLook({ outputs: 2, stubMask: 0b10, run: { status: 'success', itemsPerOutput: [4] } });
    expect(look).toEqual({ stubItems: [null, 0], stubSuccess: true });
  });

  it('is not success-styled for a result out of date or a failed node', () => {
    expect(stubRunLook({ outputs: 1, stubMask: 1, run: { status: 'success', itemsPerOutput: [1], stale: true } }).stubSuccess).toBe(false);
    expect(stubRunLook({ outputs: 1, stubMask: 1, run: { status: 'error', error: 'x', itemsPerOutput: [0] } }).stubSuccess).toBe(false);
  });

  it('shows nothing before a run or while running', () => {
    expect(stubRunLook({ outputs: 1, stubMask: 1, run: undefined })).toEqual({});
    expect(stubRunLook({ outputs: 1, stubMask: 1, run: { status: 'running' } })).toEqual({});
  });
});
