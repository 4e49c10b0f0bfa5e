import type { Observable } from 'rxjs';
import { createServiceToken } from '@core';
import type { RestClient } from '../rest/rest-client';
import type { IFrontendSettings } from '../settings/types';

/**
 * Services the browser shell provides to every plugin. Plugins depend on
 * these interfaces through their tokens, never on the shell's classes.
 */

/** One open modal on the stack. */
export interface ModalEntry {
  /** The modal's key, matching a ModalContribution `key`. */
  readonly key: string;
  /** What the opener passed; the modal component receives it as `data`. */
  readonly data: unknown;
  /** Distinguishes two openings of the same modal. */
  readonly instance: number;
}

/**
 * The modal stack: the first item is the active modal. Opening
 * puts a modal on top; closing the top reveals the one below.
 */
export interface IModalService {
  /** The stack, active modal first; emits the current stack on subscribe and after every change. */
  readonly stack$: Observable<readonly ModalEntry[]>;
  /** Opens the modal on top of the stack. Opening one that is already open brings it to the top with the new data. */
  open(key: string, data?: unknown): void;
  /** Closes the named modal, or the active one when no key is given. */
  close(key?: string): void;
  /** Closes every modal. */
  closeAll(): void;
  /** Whether the modal is on the stack, active or not. */
  isOpen(key: string): boolean;
  /**
   * Registers a guard asked before the user closes `key` by Escape, the close button or a
   * backdrop click (e.g. 'discard unsaved changes?'); it resolves false to keep the modal
   * open. Returns the removal. Programmatic `close` is never guarded.
   */
  setBeforeClose(key: string, guard: () => boolean | Promise<boolean>): () => void;
  /** Closes `key` (or the active modal) when its guard allows; resolves whether it closed. */
  requestClose(key?: string): Promise<boolean>;
}
/** Token for {@link IModalService}. */
export const IModalService = createServiceToken<IModalService>('IModalService');

/** A toast. Errors stay until closed; others close themselves after `duration` ms. */
export interface ToastOptions {
  /** Headline of the toast. */
  readonly title: string;
  /** Body text under the title. */
  readonly message?: string;
  /** Severity, which sets colour and icon; `error` also keeps the toast until closed. */
  readonly type?: 'success' | 'info' | 'warning' | 'error';
  /** 0 keeps the toast until the user closes it. */
  readonly duration?: number;
  /** Collapsible details, truncated to 500 characters. */
  readonly details?: string;
  /** A toast with the same key replaces the earlier one instead of stacking beside it. */
  readonly key?: string;
  /** A button in the toast ("Sign up"); running it also closes the toast. */
  readonly action?: { readonly label: string; readonly run: () => void };
}

/** A toast as shown, with the id `showMessage` returned. */
export interface IToast extends ToastOptions {
  /** Pass it to `dismiss`. */
  readonly id: number;
}

/** Toasts; error toasts carry a title, an optional message, the error's message and collapsible details. */
export interface INotificationService {
  /** The toasts showing, oldest first. */
  readonly toasts$: Observable<readonly IToast[]>;
  /** Shows a toast and returns its id. A toast with the same `key` as a showing one replaces it. */
  showMessage(options: ToastOptions): number;
  /**
   * Shows an error toast for a caught error: `message`, then the error's own message, with its
   * details collapsible. Stays until closed. Returns the toast id.
   */
  showError(error: unknown, title: string, message?: string): number;
  /** Closes the toast; an unknown id is ignored. */
  dismiss(id: number): void;
}
/** Token for {@link INotificationService}. */
export const INotificationService = createServiceToken<INotificationService>('INotificationService');

/** Options of a confirm dialog; labels default to OK and Cancel. */
export interface ConfirmOptions {
  /** Dialog title; `Are you sure?` by default. */
  readonly title?: string;
  /** Label of the confirm button; `OK` by default. */
  readonly confirmButtonText?: string;
  /** Label of the cancel button; `Cancel` by default. */
  readonly cancelButtonText?: string;
  /** Style the confirm button as destructive (delete and the like). */
  readonly danger?: boolean;
}

/** Confirm dialogs that resolve true on confirm and false on cancel or Escape. */
export interface IConfirmService {
  /** Asks the user; resolves true on confirm, false on cancel or Escape. Never rejects. */
  confirm(message: string, options?: ConfirmOptions): Promise<boolean>;
}
/** Token for {@link IConfirmService}. */
export const IConfirmService = createServiceToken<IConfirmService>('IConfirmService');

/** Where the user is, and how to move them. */
export interface INavigationService {
  /** The location (path plus query string); emits the current one on subscribe and again after every change. */
  readonly location$: Observable<string>;
  /** The current location (path plus query string). */
  readonly location: string;
  /**
   * Goes to `path`. With `replace` the current history entry is replaced, so Back skips it; `state`
   * is stored with the history entry.
   */
  navigate(path: string, options?: { replace?: boolean; state?: unknown }): void;
}
/** Token for {@link INavigationService}. */
export const INavigationService = createServiceToken<INavigationService>('INavigationService');

/** The server's settings object, loaded once at start and refreshable. */
export interface ISettingsService<S = IFrontendSettings> {
  /** The settings; null until the first load has finished. */
  readonly settings$: Observable<S | null>;
  /** The settings now; null until the first load has finished. */
  readonly settings: S | null;
  /**
   * Fetches the settings from the server again, publishes them and resolves with them; rejects when
   * the request fails.
   */
  refresh(): Promise<S>;
}
/** Token for {@link ISettingsService}. */
export const ISettingsService = createServiceToken<ISettingsService>('ISettingsService');

/** Usage events; payloads beyond the data-mapping fields are the plugin's own. */
export interface ITelemetryService {
  /** Records a usage event. It goes to every contributed telemetry sink; with none, it goes nowhere. Never throws. */
  track(event: string, properties?: Readonly<Record<string, unknown>>): void;
}
/** Token for {@link ITelemetryService}. */
export const ITelemetryService = createServiceToken<ITelemetryService>('ITelemetryService');

/** The browser REST client bound to this editor tab's session id. */
export type IRestApi = RestClient;
/** Token for {@link IRestApi}. */
export const IRestApi = createServiceToken<IRestApi>('IRestApi');
