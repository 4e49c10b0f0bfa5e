/** Parameter readers the Slack operations share. */
import type { IDataObject } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../../engine/node-interface';
import { locatorName } from '../../shared/sql/locator';

export type OperationResult = IDataObject | IDataObject[];

/** A resource locator's value (a URL mode's extracted ID), or a plain string. */
export function locatorValue(fn: IExecuteFunctions, name: string, i: number): string {
  const raw = fn.getNodeParameter(name, i, '') as unknown;
  if (raw !== null && typeof raw === 'object' && (raw as IDataObject)['mode'] === 'url') {
    const url = String((raw as IDataObject)['value'] ?? '');
    return /app\.slack\.com\/client\/[^/]+\/([a-zA-Z0-9]{2,})/.exec(url)?.[1] ?? url;
  }
  return locatorName(raw);
}

/** A user locator as Slack takes it: "By username" values get their `@`. */
export function userValue(fn: IExecuteFunctions, name: string, i: number): string {
  const raw = fn.getNodeParameter(name, i, '') as IDataObject | string;
  const value = locatorName(raw);
  if (typeof raw === 'object' && raw?.['mode'] === 'username' && !value.startsWith('@')) return `@${value}`;
  return value;
}

export const collection = (fn: IExecuteFunctions, name: string, i: number): IDataObject => ({
  ...((fn.getNodeParameter(name, i, {}) ?? {}) as IDataObject),
});

/** Slack's epoch seconds of a date-time filter value. */
export const epochSeconds = (value: unknown): number => new Date(String(value)).getTime() / 1000;
