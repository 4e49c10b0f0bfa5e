/**
 * The product's feature-flag experiments (spec §1): each has a control and a variant. The
 * server assigns every user one of the two, stably, and sends the assignment with the user
 * (`featureFlags`); the editor reads it and reports each exposure at most once per
 * `FEATURE_FLAG_TRACKING_DEBOUNCE_MS` per flag.
 *
 * @module
 */

/** The experiments and what their variant changes. */
export const EXPERIMENTS = {
  /** Variant: a new, empty workflow opens the node creator on its triggers at once. */
  adoption: 'adoption-test',
  /** Variant: the workflows page shows the "Get started" checklist. */
  checklist: 'checklist-test',
} as const;

/** An experiment's flag name. */
export type ExperimentFlag = (typeof EXPERIMENTS)[keyof typeof EXPERIMENTS];

/** The two arms of every experiment. */
export type ExperimentVariant = 'control' | 'variant';
