/**
 * The user's experiment arms, read from the signed-in user, and the exposure reports: each
 * flag read starts (or restarts) a timer, and when a flag has not been read for
 * FEATURE_FLAG_TRACKING_DEBOUNCE_MS one "Feature flag exposure" telemetry event goes out, so
 * a view that re-renders often reports once.
 */
import {
  FEATURE_FLAG_TRACKING_DEBOUNCE_MS,
  type ExperimentFlag,
  type ExperimentVariant,
  type IDisposable,
  type ITelemetryService,
  type IUserResponse,
} from '@sdk';
import type { IFeatureFlagsService } from './api';

/** Reads arms and reports exposures. */
export class FeatureFlagsService implements IFeatureFlagsService, IDisposable {
  private readonly timers = new Map<ExperimentFlag, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly currentUser: () => IUserResponse | null,
    private readonly telemetry: ITelemetryService | undefined,
    private readonly debounceMs = FEATURE_FLAG_TRACKING_DEBOUNCE_MS,
  ) {}

  variant(flag: ExperimentFlag): ExperimentVariant | undefined {
    const value = this.currentUser()?.featureFlags?.[flag];
    const arm = value === 'control' || value === 'variant' ? value : undefined;
    if (arm !== undefined) this.report(flag, arm);
    return arm;
  }

  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private report(flag: ExperimentFlag, arm: ExperimentVariant): void {
    const pending = this.timers.get(flag);
    if (pending !== undefined) clearTimeout(pending);
    this.timers.set(
      flag,
      setTimeout(() => {
        this.timers.delete(flag);
        this.telemetry?.track('Feature flag exposure', { flag, variant: arm });
      }, this.debounceMs),
    );
  }
}
