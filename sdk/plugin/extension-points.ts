import type { Observable } from 'rxjs';
import type { ComponentType } from 'react';
import { combineByKey, defineExtensionPoint, type IDisposable } from '@core';

/**
 * The catalogue of extension points the shell and first-party plugins read.
 * A manifest's `contributes` keys (routes, modals, ...) map onto these, so a
 * plugin declares UI as data and the shell renders it.
 */

/** Props every routed view receives. */
export interface ViewProps {
  /** Values of the path's `:name` segments, e.g. `{ id }` for `/workflow/:id`. */
  readonly params: Readonly<Record<string, string | undefined>>;
}

/** A screen at a URL path, named as the product's views are (WorkflowsView, CredentialsView, ...). */
export interface RouteContribution {
  /** wouter path pattern, e.g. '/workflow/:id'. */
  readonly path: string;
  /** The product's view name, e.g. 'NodeViewExisting'. */
  readonly view: string;
  /** Page title, shown in the main header and the browser tab. */
  readonly title: string;
  /** The view rendered for the route. */
  readonly component: ComponentType<ViewProps>;
  /** Node views host the canvas: on a read-only node view the shell shows the read-only notice. */
  readonly nodeView?: boolean;
  /** Editing allowed here (only the workflow, new-workflow and log-streaming settings routes). */
  readonly editable?: boolean;
  /** Screens without the app chrome (sign-in, setup). */
  readonly layout?: 'app' | 'auth';
  /** Which main header tab is active on this route. */
  readonly headerTab?: 'workflow' | 'executions' | 'settings';
}

/**
 * Routes keyed by path: for one path, the highest-precedence contribution wins (a plugin route
 * replaces the shell's placeholder).
 */
export const RoutesPoint = defineExtensionPoint({
  id: 'switchyard.routes',
  combine: combineByKey<RouteContribution>((r) => r.path),
});

/** Main header tabs shown on workflow routes: workflow, executions, settings. */
export interface HeaderTabContribution {
  /** Tab id; a route's `headerTab` names the tab it selects. */
  readonly id: 'workflow' | 'executions' | 'settings' | (string & {});
  /** Tab text. */
  readonly label: string;
  /** Position, lowest first. */
  readonly order: number;
  /** Command run when the tab is chosen, with `{ workflowId }`. */
  readonly command: string;
}

/** Header tabs sorted by `order`. */
export const HeaderTabsPoint = defineExtensionPoint({
  id: 'switchyard.headerTabs',
  combine: (cs: ReadonlyArray<{ value: HeaderTabContribution }>) => [...cs.map((c) => c.value)].sort((a, b) => a.order - b.order),
});

/** Props a modal component receives from the modal stack. */
export interface ModalProps<D = unknown> {
  /** The key the modal was opened with. */
  readonly modalKey: string;
  /** What was passed to `IModalService.open`. */
  readonly data: D;
  /** Closes this modal; the one below it, if any, becomes active. */
  close(): void;
}

/** A modal the stack can show by key, with `IModalService.open(key, data)`. */
export interface ModalContribution {
  /** The product's modal key, e.g. 'about', 'duplicate', 'credentialEdit'. */
  readonly key: string;
  /** Dialog title. */
  readonly title: string;
  /** The dialog body; it receives ModalProps. */
  readonly component: ComponentType<ModalProps<never>>;
  /** Width in CSS units; defaults to the shell's medium width. */
  readonly width?: string;
  /** The code-edit dialog must not close on a backdrop click. */
  readonly closeOnBackdrop?: boolean;
}

/** Modals keyed by `key`: for one key, the highest-precedence contribution wins. */
export const ModalsPoint = defineExtensionPoint({
  id: 'switchyard.modals',
  combine: combineByKey<ModalContribution>((m) => m.key),
});

/** Enterprise features that show or hide settings pages. */
export type EnterpriseFeature = 'advancedExecutionFilters' | 'sharing' | 'ldap' | 'logStreaming' | 'saml';

/** An entry in the settings menu. The page itself is a route contributed at the same `path`. */
export interface SettingsPageContribution {
  /** Unique entry id. */
  readonly id: string;
  /** Menu text. */
  readonly label: string;
  /** Where the entry links to. */
  readonly path: string;
  /** Position, lowest first. */
  readonly order: number;
  /** Hidden unless this enterprise feature is on. */
  readonly feature?: EnterpriseFeature;
  /** Only these global roles see the page. */
  readonly roles?: ReadonlyArray<'owner' | 'member' | 'default'>;
}

/** Settings menu entries sorted by `order`. */
export const SettingsPagesPoint = defineExtensionPoint({
  id: 'switchyard.settingsPages',
  combine: (cs: ReadonlyArray<{ value: SettingsPageContribution }>) => [...cs.map((c) => c.value)].sort((a, b) => a.order - b.order),
});

/** Left navigation. */
export interface SidebarItemContribution {
  /** Unique entry id. */
  readonly id: string;
  /** Entry text. */
  readonly label: string;
  /** Path to navigate to, or a command to run. */
  readonly path?: string;
  /** Command run on click (source `menu`) when there is no `path`. */
  readonly command?: string;
  /** A short glyph name the shell maps to an icon. */
  readonly icon: string;
  /** Position within its group, lowest first. */
  readonly order: number;
  /** Group: `bottom` entries sit at the foot of the sidebar; default `top`. */
  readonly position?: 'top' | 'bottom';
}

/** Sidebar entries sorted by `order`. */
export const SidebarItemsPoint = defineExtensionPoint({
  id: 'switchyard.sidebarItems',
  combine: (cs: ReadonlyArray<{ value: SidebarItemContribution }>) => [...cs.map((c) => c.value)].sort((a, b) => a.order - b.order),
});

/** A widget that edits one parameter type inside the parameter input. */
export interface ParameterWidgetContribution {
  /** The parameter type it edits, e.g. `string`, `options`, `resourceLocator`. */
  readonly type: string;
  /** The widget; it receives the parameter input props (parameter, path, value, isReadOnly, ...). */
  readonly component: ComponentType<Record<string, unknown>>;
}

/** Widgets keyed by parameter type: for one type, the highest-precedence contribution wins. */
export const ParameterWidgetsPoint = defineExtensionPoint({
  id: 'switchyard.parameterWidgets',
  combine: combineByKey<ParameterWidgetContribution>((w) => w.type),
});

/** Node creator categories: Core Nodes, Custom Nodes, Suggested Nodes, Miscellaneous. */
export interface NodeCreatorSectionContribution {
  /** Unique section id. */
  readonly id: string;
  /** Section heading. */
  readonly title: string;
  /** The node-creator view that lists it: regular nodes, trigger nodes, or both. */
  readonly view: 'Regular' | 'Trigger' | 'All';
  /** Position, lowest first. */
  readonly order: number;
}

/** Node creator sections sorted by `order`. */
export const NodeCreatorSectionsPoint = defineExtensionPoint({
  id: 'switchyard.nodeCreatorSections',
  combine: (cs: ReadonlyArray<{ value: NodeCreatorSectionContribution }>) => [...cs.map((c) => c.value)].sort((a, b) => a.order - b.order),
});

/** Workflow menu: duplicate, download, import-from-url, import-from-file, settings, delete. */
export interface WorkflowMenuActionContribution {
  /** Unique action id. */
  readonly id: string;
  /** Menu text. */
  readonly label: string;
  /** Command run when the entry is chosen. */
  readonly command: string;
  /** Position, lowest first. */
  readonly order: number;
  /** Shown as destructive (delete). */
  readonly danger?: boolean;
}

/** Workflow menu entries sorted by `order`. */
export const WorkflowMenuActionsPoint = defineExtensionPoint({
  id: 'switchyard.workflowMenuActions',
  combine: (cs: ReadonlyArray<{ value: WorkflowMenuActionContribution }>) => [...cs.map((c) => c.value)].sort((a, b) => a.order - b.order),
});

/** A drawing layer on the canvas; the canvas plugin passes its renderer-specific host. */
export interface CanvasLayerContribution {
  /** Unique layer id. */
  readonly id: string;
  /** Stacking order; higher layers draw above lower ones. */
  readonly zIndex: number;
  /** Starts drawing into the canvas plugin's host; the disposer removes the layer. */
  mount(host: unknown): IDisposable;
}

/** Canvas layers sorted by `zIndex`, bottom first. */
export const CanvasLayersPoint = defineExtensionPoint({
  id: 'switchyard.canvasLayers',
  combine: (cs: ReadonlyArray<{ value: CanvasLayerContribution }>) => [...cs.map((c) => c.value)].sort((a, b) => a.zIndex - b.zIndex),
});

/** Extra panels in the node details view. */
export interface NdvPanelContribution {
  /** Unique panel id. */
  readonly id: string;
  /** The area of the node details view the panel goes in. */
  readonly slot: 'input' | 'parameters' | 'output' | 'settings';
  /** Panel heading. */
  readonly title: string;
  /** Position within its slot, lowest first. */
  readonly order: number;
  /** The panel, given the id of the node the view shows. */
  readonly component: ComponentType<{
    /** Id of the node the view shows. */
    nodeId: string;
  }>;
}

/** Node details panels sorted by `order`. */
export const NdvPanelsPoint = defineExtensionPoint({
  id: 'switchyard.ndvPanels',
  combine: (cs: ReadonlyArray<{ value: NdvPanelContribution }>) => [...cs.map((c) => c.value)].sort((a, b) => a.order - b.order),
});

/** Where usage events go: expression editor open, operation or mode set, parameter mode switch, data mapping, list refreshed, searched, link clicked, code autocompleted. */
export interface TelemetrySinkContribution {
  /** Sink id, named in the warning when it throws. */
  readonly id: string;
  /** Receives every tracked event. A throw is logged and does not reach other sinks or the caller. */
  track(event: string, properties: Readonly<Record<string, unknown>>): void;
}

/** Telemetry sinks in contribution order; ITelemetryService sends each event to all of them. */
export const TelemetrySinksPoint = defineExtensionPoint<TelemetrySinkContribution>({ id: 'switchyard.telemetrySinks' });

/** What a route guard sees: where the user is going and which route matched (null when none). */
export interface RouteGuardContext {
  /** The location being shown: path plus query string. */
  readonly location: string;
  /** The route that matched it, or null when none did. */
  readonly route: RouteContribution | null;
}

/**
 * Decides whether a navigation may proceed. Returning a path redirects there
 * (e.g. sign-in with a redirect back); returning null lets it through. Guards
 * run in order; the first redirect wins.
 */
export interface RouteGuardContribution {
  /** Unique guard id. */
  readonly id: string;
  /** Guards run lowest first; the first to redirect wins. */
  readonly order: number;
  /**
   * A path to redirect to, or null to let the navigation through. Runs on every render of the route
   * outlet, so keep it cheap and synchronous.
   */
  check(context: RouteGuardContext): string | null;
  /** Emits when the facts `check` reads change (e.g. the signed-in user), so the shell re-checks. */
  readonly changes$?: Observable<unknown>;
}

/** Guards the shell consults before rendering a route (sign-in, owner setup). */
export const RouteGuardsPoint = defineExtensionPoint({
  id: 'switchyard.routeGuards',
  combine: (cs: ReadonlyArray<{ value: RouteGuardContribution }>) => [...cs.map((c) => c.value)].sort((a, b) => a.order - b.order),
});

/**
 * A notice strip the shell shows above the content of every app-layout screen (not on the
 * sign-in screens), e.g. the owner-setup warning the default user sees. The component decides from live
 * state whether it applies and renders null when it does not.
 */
export interface BannerContribution {
  /** Unique banner id. */
  readonly id: string;
  /** Position, lowest first (top). */
  readonly order: number;
  /** The banner, or null while it does not apply. */
  readonly component: ComponentType;
}

/** Banners sorted by `order`. */
export const BannersPoint = defineExtensionPoint({
  id: 'switchyard.banners',
  combine: (cs: ReadonlyArray<{ value: BannerContribution }>) => [...cs.map((c) => c.value)].sort((a, b) => a.order - b.order),
});

/**
 * A view id with the props its view takes: a plain string at run time, typed so that
 * `useView(id)` hands back a component of the right props. The owning plugin's api.ts
 * declares it, e.g. `workflowCanvas: 'canvas.workflowCanvas' as ViewId<WorkflowCanvasProps>`.
 */
export type ViewId<P> = string & { readonly __viewProps?: (props: P) => void };

/**
 * A view other plugins render by id (the canvas, the node creator panel, the parameter list),
 * so that plugins share UI without importing each other's components: the owner's api.ts
 * names the id and the props, the owner's manifest contributes the component.
 */
export interface ViewContribution {
  /** The view id, as the owner's api.ts declares it (prefixed with the owner's area). */
  readonly id: string;
  /** The view; it receives the props its id names. */
  readonly component: ComponentType<never>;
}

/** Views keyed by id: for one id, the highest-precedence contribution wins. */
export const ViewsPoint = defineExtensionPoint({
  id: 'switchyard.views',
  combine: combineByKey<ViewContribution>((v) => v.id),
});

/** Manifest `contributes` keys and the points they feed; the kernel is created with this map. */
export const CONTRIBUTION_POINTS = {
  /** `contributes.routes` feeds {@link RoutesPoint}. */
  routes: RoutesPoint,
  /** `contributes.headerTabs` feeds {@link HeaderTabsPoint}. */
  headerTabs: HeaderTabsPoint,
  /** `contributes.modals` feeds {@link ModalsPoint}. */
  modals: ModalsPoint,
  /** `contributes.settingsPages` feeds {@link SettingsPagesPoint}. */
  settingsPages: SettingsPagesPoint,
  /** `contributes.sidebarItems` feeds {@link SidebarItemsPoint}. */
  sidebarItems: SidebarItemsPoint,
  /** `contributes.parameterWidgets` feeds {@link ParameterWidgetsPoint}. */
  parameterWidgets: ParameterWidgetsPoint,
  /** `contributes.nodeCreatorSections` feeds {@link NodeCreatorSectionsPoint}. */
  nodeCreatorSections: NodeCreatorSectionsPoint,
  /** `contributes.workflowMenuActions` feeds {@link WorkflowMenuActionsPoint}. */
  workflowMenuActions: WorkflowMenuActionsPoint,
  /** `contributes.canvasLayers` feeds {@link CanvasLayersPoint}. */
  canvasLayers: CanvasLayersPoint,
  /** `contributes.ndvPanels` feeds {@link NdvPanelsPoint}. */
  ndvPanels: NdvPanelsPoint,
  /** `contributes.telemetrySinks` feeds {@link TelemetrySinksPoint}. */
  telemetrySinks: TelemetrySinksPoint,
  /** `contributes.routeGuards` feeds {@link RouteGuardsPoint}. */
  routeGuards: RouteGuardsPoint,
  /** `contributes.banners` feeds {@link BannersPoint}. */
  banners: BannersPoint,
  /** `contributes.views` feeds {@link ViewsPoint}. */
  views: ViewsPoint,
} as const;
