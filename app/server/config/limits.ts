/**
 * Resource limits of requests and executions (docs/security.md "Resource limits"): how
 * deeply JSON may nest, how many node runs one execution may make and how much data it
 * may hold.
 */
import { intSchema } from './env';
import type { EnvReader } from './env';
import {
  DEFAULT_EXECUTION_DATA_MAX_MIB,
  DEFAULT_JSON_MAX_DEPTH,
  DEFAULT_MAX_NODE_RUNS,
  JSON_MAX_DEPTH_RANGE,
  OUTPUT_DEPTH_SLACK,
  REST_DEPTH_SLACK,
} from '../data-limits';

/** The limits, parsed. */
export interface LimitsConfig {
  /**
   * How deeply data may nest (`SWITCHYARD_JSON_MAX_DEPTH`): webhook JSON bodies this many
   * levels, node output items {@link OUTPUT_DEPTH_SLACK} more, REST bodies
   * {@link REST_DEPTH_SLACK} more.
   */
  jsonMaxDepth: number;
  /** Most node runs in one execution (`EXECUTIONS_MAX_NODE_RUNS`). */
  maxNodeRuns: number;
  /** Largest estimated JSON size of one execution's data, in bytes (`EXECUTIONS_DATA_MAX_SIZE`, MiB). */
  executionDataMaxBytes: number;
}

/** The defaults. */
export const LIMITS_DEFAULTS: Readonly<LimitsConfig> = Object.freeze({
  jsonMaxDepth: DEFAULT_JSON_MAX_DEPTH,
  maxNodeRuns: DEFAULT_MAX_NODE_RUNS,
  executionDataMaxBytes: DEFAULT_EXECUTION_DATA_MAX_MIB * 1024 * 1024,
});

/** Reads SWITCHYARD_JSON_MAX_DEPTH, EXECUTIONS_MAX_NODE_RUNS and EXECUTIONS_DATA_MAX_SIZE. */
export function readLimitsConfig(r: EnvReader): LimitsConfig {
  const [minDepth, maxDepth] = JSON_MAX_DEPTH_RANGE;
  return {
    jsonMaxDepth: r.read(
      ['SWITCHYARD_JSON_MAX_DEPTH'],
      intSchema(minDepth, maxDepth),
      `a whole number of levels from ${minDepth} to ${maxDepth}`,
      LIMITS_DEFAULTS.jsonMaxDepth,
    ),
    maxNodeRuns: r.read(
      ['EXECUTIONS_MAX_NODE_RUNS'],
      intSchema(1, 1_000_000_000),
      'a whole number of node runs from 1 to 1000000000',
      LIMITS_DEFAULTS.maxNodeRuns,
    ),
    executionDataMaxBytes:
      1024 *
      1024 *
      r.read(['EXECUTIONS_DATA_MAX_SIZE'], intSchema(1, 65_536), 'a whole number of MiB from 1 to 65536', DEFAULT_EXECUTION_DATA_MAX_MIB),
  };
}

/** How deeply a REST request body may nest. */
export function restBodyMaxDepth(limits: LimitsConfig): number {
  return limits.jsonMaxDepth + REST_DEPTH_SLACK;
}

/** How deeply a node output item's `json` may nest. */
export function outputMaxDepth(limits: LimitsConfig): number {
  return limits.jsonMaxDepth + OUTPUT_DEPTH_SLACK;
}
