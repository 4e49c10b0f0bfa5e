import type { ExperimentFlag, ExperimentVariant } from '@sdk';
import { createServiceToken } from '@sdk';

/**
 * The experiments plugin's contract: the signed-in user's experiment arms (assigned by the
 * server, sent with the user as `featureFlags`) and the exposure reports.
 */
export interface IFeatureFlagsService {
  /**
   * The user's arm of `flag`, and a report that the user was exposed to it (debounced per flag,
   * see FEATURE_FLAG_TRACKING_DEBOUNCE_MS). Undefined when nobody is signed in or the server
   * sent no arm; callers then show the control.
   */
  variant(flag: ExperimentFlag): ExperimentVariant | undefined;
}

/** Token for {@link IFeatureFlagsService}. */
export const IFeatureFlagsService = createServiceToken<IFeatureFlagsService>('IFeatureFlagsService');
