import type { CommandDescriptor, KeybindingContribution, PluginContext, PluginManifest } from '@core';
import type {
  BannerContribution,
  CanvasLayerContribution,
  HeaderTabContribution,
  ModalContribution,
  NdvPanelContribution,
  NodeCreatorSectionContribution,
  ParameterWidgetContribution,
  RouteContribution,
  RouteGuardContribution,
  SettingsPageContribution,
  SidebarItemContribution,
  TelemetrySinkContribution,
  WorkflowMenuActionContribution,
  ViewContribution,
} from './extension-points';

/**
 * Everything a plugin can declare as data. Each key feeds the extension point
 * of the same name in {@link CONTRIBUTION_POINTS}; the host registers these
 * before `activate` runs, so the palette and router know them up front.
 */
// A type alias, not an interface, so it fits the kernel's index-signature shape.
export type PluginContributes = {
  /**
   * Commands to declare; they appear in the palette before the plugin activates. A `keybinding` on
   * a command registers it too.
   */
  readonly commands?: readonly CommandDescriptor[];
  /** Extra keybindings, e.g. a second chord or one for another plugin's command. */
  readonly keybindings?: readonly KeybindingContribution[];
  /** Screens at URL paths ({@link RoutesPoint}). */
  readonly routes?: readonly RouteContribution[];
  /** Main header tabs on workflow routes ({@link HeaderTabsPoint}). */
  readonly headerTabs?: readonly HeaderTabContribution[];
  /** Modals that `IModalService.open` can show by key ({@link ModalsPoint}). */
  readonly modals?: readonly ModalContribution[];
  /** Entries in the settings menu ({@link SettingsPagesPoint}). */
  readonly settingsPages?: readonly SettingsPageContribution[];
  /** Main navigation entries ({@link SidebarItemsPoint}). */
  readonly sidebarItems?: readonly SidebarItemContribution[];
  /** Editors for parameter types ({@link ParameterWidgetsPoint}). */
  readonly parameterWidgets?: readonly ParameterWidgetContribution[];
  /** Categories in the node creator ({@link NodeCreatorSectionsPoint}). */
  readonly nodeCreatorSections?: readonly NodeCreatorSectionContribution[];
  /** Entries in the workflow menu ({@link WorkflowMenuActionsPoint}). */
  readonly workflowMenuActions?: readonly WorkflowMenuActionContribution[];
  /** Drawing layers on the canvas ({@link CanvasLayersPoint}). */
  readonly canvasLayers?: readonly CanvasLayerContribution[];
  /** Extra panels in the node details view ({@link NdvPanelsPoint}). */
  readonly ndvPanels?: readonly NdvPanelContribution[];
  /** Destinations for usage events ({@link TelemetrySinksPoint}). */
  readonly telemetrySinks?: readonly TelemetrySinkContribution[];
  /** Checks run before a route renders, which may redirect ({@link RouteGuardsPoint}). */
  readonly routeGuards?: readonly RouteGuardContribution[];
  /** Notice strips above the content of app-layout screens ({@link BannersPoint}). */
  readonly banners?: readonly BannerContribution[];
  /** Views other plugins render by id with `useView` ({@link ViewsPoint}). */
  readonly views?: readonly ViewContribution[];
};

/** A Switchyard plugin manifest: identity, dependencies, static contributions and `activate`. */
export interface SwitchyardPlugin extends Omit<PluginManifest, 'contributes'> {
  /**
   * Static contributions by extension point, registered before any plugin activates (and even if
   * this one never does).
   */
  readonly contributes?: PluginContributes;
  activate?(ctx: PluginContext): void | Promise<void>;
}

/**
 * Declares a plugin. It is an identity function that exists for type checking
 * and to give manifests one recognisable shape.
 *
 * @example
 * ```ts
 * export default definePlugin({
 *   id: 'hello',
 *   contributes: { commands: [{ id: 'hello.say', title: 'Say hello', category: 'Help' }] },
 *   activate(ctx) {
 *     ctx.commands.handle('hello.say', { run: () => ctx.services.get(INotificationService).showMessage({ title: 'Hello' }) });
 *   },
 * });
 * ```
 */
export function definePlugin<const T extends SwitchyardPlugin>(plugin: T): T {
  return plugin;
}
