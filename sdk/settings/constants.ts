/**
 * Business constants and limits that the server and the editor share: settings
 * defaults, endpoints, size and length limits, fallback names and error codes. Editor
 * timings and sizes live in `editor-constants.ts`.
 *
 * @packageDocumentation
 */
import type { AuthenticationMethod, DeploymentType, SaveDataExecution } from './types';

// ---- Settings defaults ----------------------------------------------------------------

/** Default workflow timezone when `GENERIC_TIMEZONE` is not set. */
export const DEFAULT_TIMEZONE = 'America/New_York';

/** Default execution timeout in seconds; `-1` means executions never time out. */
export const DEFAULT_EXECUTION_TIMEOUT = -1;

/** Highest execution timeout a workflow may choose, in seconds: effectively unbounded. */
export const MAX_EXECUTION_TIMEOUT = Number.MAX_SAFE_INTEGER;

/** Default for storing failed executions. */
export const DEFAULT_SAVE_DATA_ERROR_EXECUTION: SaveDataExecution = 'all';

/** Default for storing successful executions. */
export const DEFAULT_SAVE_DATA_SUCCESS_EXECUTION: SaveDataExecution = 'all';

/** Default for storing manual executions: they are shown in the editor, not stored. */
export const DEFAULT_SAVE_MANUAL_EXECUTIONS = false;
/** Days a saved workflow version is kept by default (`SWITCHYARD_WORKFLOW_HISTORY_DAYS`; 0 keeps all). */
export const DEFAULT_WORKFLOW_HISTORY_DAYS = 90;
/** Longest label of a workflow version. */
export const WORKFLOW_VERSION_LABEL_MAX_LENGTH = 128;
/** Most versions one page of the workflow history holds. */
export const WORKFLOW_HISTORY_MAX_TAKE = 100;

/** Default UI locale. */
export const DEFAULT_LOCALE = 'en';

/** Default deployment type. */
export const DEFAULT_DEPLOYMENT_TYPE: DeploymentType = 'default';

/** Default sign-in method when user management is on. */
export const DEFAULT_AUTHENTICATION_METHOD: AuthenticationMethod = 'email';

// ---- Endpoints ------------------------------------------------------------------------

/** Path segment of the REST API: calls go to `/rest/...`. */
export const ENDPOINT_REST = 'rest';

/** Path segment of production webhooks: `/webhook/<path>`. */
export const ENDPOINT_WEBHOOK = 'webhook';

/** Path segment of test webhooks, live only while the editor listens: `/webhook-test/<path>`. */
export const ENDPOINT_WEBHOOK_TEST = 'webhook-test';

/** Path segment of the public API: `/api/v<version>/...`. */
export const ENDPOINT_PUBLIC_API = 'api';

/** Highest public API version served. */
export const PUBLIC_API_LATEST_VERSION = 1;

/** Placeholder id of a workflow that has not been saved yet. */
export const PLACEHOLDER_EMPTY_WORKFLOW_ID = '__EMPTY__';

// ---- Workflow names and history -------------------------------------------------------

/** Entries kept on each of the undo and redo stacks; the oldest is dropped beyond it. */
export const UNDO_STACK_LIMIT = 100;

/** Longest workflow name, in characters. */
export const WORKFLOW_NAME_MAX_LENGTH = 128;

/** Appended to a workflow name when it is duplicated (kept within the name limit). */
export const DUPLICATE_SUFFIX = ' copy';

/** Name of a new workflow, and the fallback when fetching a new name fails. */
export const DEFAULT_WORKFLOW_NAME = 'My workflow';

/** Fallback name when fetching a new credential name fails. */
export const DEFAULT_CREDENTIAL_NAME = 'Unnamed credential';

// ---- Data sizes -----------------------------------------------------------------------

/** Largest total size of a workflow's pinned data, in bytes (12 MiB). */
export const PIN_DATA_MAX_BYTES = 12_582_912;

/**
 * Run data larger than this (bytes, 200 KiB) is not rendered until the user asks,
 * because drawing it would freeze the node detail view.
 */
export const RUN_DATA_DISPLAY_MAX_BYTES = 204_800;

/** The data panels offer the 'All' page size only when a run has at most this many items. */
export const RUN_DATA_AUTO_ALL_MAX_ITEMS = 250;

/** Error details in toasts and panels are cut to this many characters. */
export const ERROR_DETAILS_MAX_LENGTH = 500;

// ---- Templates ------------------------------------------------------------------------

/** The templates host counts as unhealthy when `GET /health` takes longer than this. */
export const TEMPLATES_HEALTH_TIMEOUT_MS = 2000;

/** Templates fetched per page of search results. */
export const TEMPLATES_PAGE_SIZE = 10;

// ---- Errors ---------------------------------------------------------------------------

/** Error code of a network failure: the server could not be reached. */
export const NETWORK_ERROR_CODE = 999;

/** Message of a network failure. */
export const NETWORK_ERROR_MESSAGE = 'API-Server can not be reached. It is probably down.';

/** Error code of a save rejected because the workflow changed elsewhere (retry with force). */
export const SAVE_CONFLICT_ERROR_CODE = 100;

/** Generic message of a failed execution. */
export const EXECUTION_ERROR_MESSAGE = 'There was a problem executing the workflow!';

// ---- Feature flags --------------------------------------------------------------------

/** Feature-flag exposure events are debounced by this much before they are tracked. */
export const FEATURE_FLAG_TRACKING_DEBOUNCE_MS = 2000;
