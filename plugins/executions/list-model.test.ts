import { describe, expect, it } from 'vitest';
import type { IExecutionSummary } from '@sdk';
import {
  EMPTY_FILTER,
  canRetry,
  formatDuration,
  formatRunTime,
  formatStartedAt,
  isFiltered,
  mergeExecutions,
  modeLabel,
  nextLastId,
  pageQuery,
  statusLabel,
  toQueryFilter,
} from './list-model';

function execution(id: string, patch: Partial<IExecutionSummary> = {}): IExecutionSummary {
  return {
    id,
    mode: 'manual',
    status: 'success',
    startedAt: '2026-11-24T10:00:00.000Z',
    stoppedAt: '2026-11-24T10:00:01.500Z',
    workflowId: 'w1',
    ...patch,
  };
}

describe('status and mode labels', () => {
  it('names every status in words with a colour family, unknown ones included', () => {
    expect(statusLabel('success')).toEqual({ label: 'Succeeded', tone: 'success' });
    expect(statusLabel('error')).toEqual({ label: 'Failed', tone: 'danger' });
    expect(statusLabel('crashed')).toEqual({ label: 'Crashed', tone: 'danger' });
    expect(statusLabel('running')).toEqual({ label: 'Running', tone: 'info' });
    expect(statusLabel('waiting')).toEqual({ label: 'Waiting', tone: 'warning' });
    expect(statusLabel('canceled')).toEqual({ label: 'Canceled', tone: 'muted' });
    expect(statusLabel('something-new')).toEqual({ label: 'Unknown', tone: 'muted' });
  });

  it('names how an execution started', () => {
    expect(modeLabel('manual')).toBe('Manual');
    expect(modeLabel('webhook')).toBe('Webhook');
    expect(modeLabel('retry')).toBe('Retry');
    expect(modeLabel('trigger')).toBe('Trigger');
    expect(modeLabel('custom')).toBe('custom');
  });
});

describe('filters to query', () => {
  it('sends nothing for the empty filter', () => {
    const filter = toQueryFilter(EMPTY_FILTER);
    expect(filter).toEqual({});
    expect(isFiltered(filter)).toBe(false);
    expect(pageQuery(filter, { limit: 20 })).toEqual({ limit: 20 });
  });

  it('sends status, workflow and dates (local input as UTC ISO) as the JSON filter, with lastId for older pages', () => {
    const filter = toQueryFilter({
      ...EMPTY_FILTER,
      status: 'error',
      workflowId: '7',
      startedAfter: '2026-11-01T08:30',
      startedBefore: '',
    });
    expect(filter.status).toEqual(['error']);
    expect(filter.workflowId).toBe('7');
    expect(new Date(filter.startedAfter!).getTime()).toBe(new Date(2026, 10, 1, 8, 30).getTime());
    expect(filter).not.toHaveProperty('startedBefore');
    const query = pageQuery(filter, { limit: 20, lastId: '41' });
    expect(JSON.parse(query['filter'] as string)).toEqual(filter);
    expect(query['lastId']).toBe('41');
  });

  it('sends custom data only with advanced filters on, without empty keys', () => {
    const state = {
      ...EMPTY_FILTER,
      metadata: [
        { key: ' order ', value: '42' },
        { key: '', value: 'x' },
      ],
    };
    expect(toQueryFilter(state, { advanced: false })).toEqual({});
    expect(toQueryFilter(state, { advanced: true })).toEqual({ metadata: [{ key: 'order', value: '42' }] });
  });

  it('ignores dates the input could not parse', () => {
    expect(toQueryFilter({ ...EMPTY_FILTER, startedBefore: 'not a date' })).toEqual({});
  });
});

describe('pages', () => {
  it('appends an older page and keeps the list newest first without duplicates', () => {
    const shown = [execution('30'), execution('29')];
    const merged = mergeExecutions(shown, [execution('29'), execution('28'), execution('27')]);
    expect(merged.map((e) => e.id)).toEqual(['30', '29', '28', '27']);
    expect(nextLastId(merged)).toBe('27');
    expect(nextLastId([])).toBeUndefined();
  });

  it('a refresh of the first page adds new runs, updates finished ones and drops deleted ones, keeping older pages', () => {
    const shown = [execution('30', { status: 'running', stoppedAt: undefined }), execution('29'), execution('28'), execution('10')];
    const firstPage = [execution('31'), execution('30', { status: 'error' }), execution('28')];
    const merged = mergeExecutions(shown, firstPage, { refresh: true });
    expect(merged.map((e) => `${e.id}:${e.status}`)).toEqual(['31:success', '30:error', '28:success', '10:success']);
  });
});

describe('row texts', () => {
  it('formats run times and marks running ones', () => {
    expect(formatDuration(350)).toBe('350ms');
    expect(formatDuration(2400)).toBe('2.4s');
    expect(formatDuration(65_000)).toBe('1m 5s');
    expect(formatDuration(7_380_000)).toBe('2h 3m');
    expect(formatRunTime(execution('1'))).toBe('1.5s');
    const now = Date.parse('2026-11-24T10:00:05.000Z');
    expect(formatRunTime(execution('1', { status: 'running', stoppedAt: undefined }), now)).toBe('Running for 5.0s');
    expect(formatRunTime(execution('1', { status: 'canceled', stoppedAt: undefined }), now)).toBe('–');
  });

  it('gives the start time absolute and relative', () => {
    const started = formatStartedAt('2026-11-24T10:00:00.000Z', Date.parse('2026-11-24T10:05:00.000Z'));
    expect(started.relative).toBe('5 minutes ago');
    expect(started.absolute).toMatch(/2026/);
  });

  it('offers retry only for failed executions not yet retried successfully', () => {
    expect(canRetry(execution('1', { status: 'error' }))).toBe(true);
    expect(canRetry(execution('1', { status: 'crashed' }))).toBe(true);
    expect(canRetry(execution('1', { status: 'error', retrySuccessId: '5' }))).toBe(false);
    expect(canRetry(execution('1', { status: 'success' }))).toBe(false);
  });
});
