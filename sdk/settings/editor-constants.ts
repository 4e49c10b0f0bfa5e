/**
 * Editor timings, sizes and fixed lists. They are shared through the sdk so
 * every plugin uses the same value instead of a local magic number.
 *
 * @packageDocumentation
 */

// ---- Layout ---------------------------------------------------------------------------

/** Viewport width breakpoints in pixels, smallest first. */
export const BREAKPOINTS = {
  /** Small screens start here. */
  sm: 768,
  /** Medium screens start here. */
  md: 992,
  /** Large screens start here. */
  lg: 1200,
  /** Extra-large screens start here. */
  xl: 1920,
} as const;

/** Default position of the node detail view's main panel, relative to the window width. */
export const MAIN_PANEL_DEFAULT_RELATIVE_POSITION = 0.5;

/** Widest a tooltip grows, in pixels. */
export const TOOLTIP_MAX_WIDTH_PX = 300;

// ---- Debounces and delays -------------------------------------------------------------

/** Debounce of the live expression result, in ms. */
export const EXPRESSION_RESULT_DEBOUNCE_MS = 500;

/** Debounce of change events from the code and HTML editors, in ms. */
export const EDITOR_CHANGE_DEBOUNCE_MS = 100;

/** Delay before the code editor lints after typing stops, in ms. */
export const LINT_DELAY_MS = 750;

/** Debounce of the resource locator search filter, in ms. */
export const RESOURCE_SEARCH_DEBOUNCE_MS = 1000;

/** Delay after focus before the data-mapping tooltip appears, in ms. */
export const MAPPING_TOOLTIP_DELAY_MS = 500;

/** Edits closer together than this (ms) are grouped into one undo step in text editors. */
export const EDITOR_UNDO_GROUPING_DELAY_MS = 500;

/** Least number of undo steps a text or code editor keeps. */
export const EDITOR_UNDO_MIN_DEPTH = 100;

/** Timers show seconds below this many ms, `minutes:seconds` from here on. */
export const TIMER_SECONDS_THRESHOLD_MS = 60_000;

// ---- Parameters -----------------------------------------------------------------------

/** Most passes when resolving display conditions that depend on each other. */
export const DISPLAY_CONDITION_MAX_PASSES = 50;

/** Default item index for expression previews (item 1 as the user counts). */
export const EXPRESSION_DEFAULT_ITEM_INDEX = 0;

/** Date picker shortcuts, in days back from today: Today, Yesterday, A week ago. */
export const DATE_SHORTCUT_DAYS = [0, 1, 7] as const;

// ---- Code, expression and text editors ------------------------------------------------

/** Code editor sizes. */
export const CODE_EDITOR = {
  /** Spaces per indentation level. */
  tabSize: 2,
  /** Tallest the scroller of a generic code editor grows, in pixels. */
  scrollerMaxHeightPx: 350,
  /** Tallest the Code node editor grows, in pixels. */
  codeNodeMaxHeightPx: 400,
  /** Font size of the Code node editor. */
  codeNodeFontSize: '0.8em',
  /** Characters around the selection examined when toggling comments. */
  commentToggleScanChars: 50,
} as const;

/** Expression editor sizes, in pixels. */
export const EXPRESSION_EDITOR = {
  /** Height of the expression editor dialog's input. */
  dialogHeightPx: 220,
  /** Tallest the inline expression editor grows. */
  inlineMaxHeightPx: 112,
  /** Height of a single-line inline expression editor. */
  inlineSingleLineHeightPx: 30,
} as const;

/** Text-edit dialog: 80% of the window wide, a 15-row textarea. */
export const TEXT_EDIT_DIALOG = {
  /** CSS width of the dialog. */
  width: '80%',
  /** Rows of the textarea. */
  rows: 15,
} as const;

/** Width of the code-edit dialog. */
export const CODE_EDIT_DIALOG_WIDTH = '80%';

// ---- Resource locator -----------------------------------------------------------------

/** Resource locator dropdown sizes and timings. */
export const RESOURCE_DROPDOWN = {
  /** Height of the search row, in pixels. */
  searchRowHeightPx: 40,
  /** The next page loads when the list is scrolled within this many pixels of its end. */
  loadMoreThresholdPx: 10,
  /** Hovering an item this long (ms) shows its open-in-new-tab link. */
  hoverUrlDelayMs: 250,
  /** Loading placeholders shown while the first page loads. */
  loadingPlaceholders: 3,
} as const;

// ---- Node creator ---------------------------------------------------------------------

/** Views of the node creator panel. */
export const NODE_CREATOR_VIEWS = ['Regular', 'Trigger', 'All'] as const;

/** A node creator view. */
export type NodeCreatorView = (typeof NODE_CREATOR_VIEWS)[number];

/** Fixed categories of the node creator. */
export const NODE_CREATOR_CATEGORIES = {
  /** Nodes shipped with the product. */
  core: 'Core Nodes',
  /** Nodes from community packages or custom folders. */
  custom: 'Custom Nodes',
  /** Nodes suggested to new users. */
  suggested: 'Suggested Nodes',
  /** Nodes without a better category. */
  miscellaneous: 'Miscellaneous',
} as const;

// ---- Local storage --------------------------------------------------------------------

/** Browser local storage keys the editor owns. */
export const LOCAL_STORAGE_KEYS = {
  /** Chosen colour theme. */
  theme: 'switchyard.theme',
  /** Whether the pin-data discovery hint was seen in the node detail view. */
  pinDataDiscoveryNdv: 'switchyard.pinDataDiscovery.ndv',
  /** Whether the pin-data discovery hint was seen on the canvas. */
  pinDataDiscoveryCanvas: 'switchyard.pinDataDiscovery.canvas',
  /** Whether the user has been onboarded on data mapping. */
  mappingOnboarded: 'switchyard.mappingOnboarded',
} as const;
