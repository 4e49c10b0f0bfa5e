import type { IServiceAccessor } from '../di/tokens';
import type { ContextKeyService } from './context-keys';

/**
 * A command as data: what the palette, menus and keymap need to know before
 * the plugin that runs it has loaded. Handlers are bound separately.
 */
export interface CommandDescriptor {
  /** Unique command id, conventionally `<plugin>.<verb>` (e.g. `workflow.save`); keybindings and menus refer to it. */
  readonly id: string;
  /** Label in the palette and menus. */
  readonly title: string;
  /** Palette group, e.g. 'Workflow', 'Canvas', 'Navigate'. */
  readonly category?: string;
  /** One or more chords such as 'Mod+K' or 'Shift+Alt+N'; 'Mod' is Cmd on macOS, Ctrl elsewhere. */
  readonly keybinding?: string | readonly string[];
  /** Context clause under which the command applies, e.g. 'workflowRoute && !readOnly'. */
  readonly when?: string;
  /** Shown in the palette when `when` is false. */
  readonly whenReason?: string;
  /** Longer explanation shown by the palette and the keymap. */
  readonly description?: string;
  /** Keywords the palette also matches. */
  readonly keywords?: readonly string[];
  /** Hidden from the palette (internal or pointer-only commands). Defaults to false. */
  readonly hidden?: boolean;
  /** The keybinding still fires while a text field or code editor has focus. */
  readonly allowInInput?: boolean;
}

/** Where an execution came from. Handlers may branch on it; only `palette` executions count towards recent commands. */
export type CommandSource = 'palette' | 'keybinding' | 'menu' | 'api';

/** What a handler receives besides its arguments. */
export interface CommandContext {
  /** Services visible to the owning plugin. */
  readonly services: IServiceAccessor;
  /** The current UI facts, e.g. to check focus or read-only state. */
  readonly contextKeys: ContextKeyService;
  /** Where this execution came from. */
  readonly source: CommandSource;
}

/**
 * The code bound to a declared command. Declaring (data) and handling (code) are separate so a lazy
 * plugin's commands appear before it loads.
 */
export interface CommandHandler<A = unknown> {
  /**
   * Does the work; the returned value (awaited) becomes the `value` of an `ok` result. A throw
   * becomes an `error` result, never an exception at the caller.
   */
  run(ctx: CommandContext, args: A): unknown | Promise<unknown>;
  /** Whether the command can run now. */
  isEnabled?(ctx: CommandContext, args: A): boolean;
  /** Why not, in words the palette shows next to the greyed-out entry. */
  disabledReason?(ctx: CommandContext, args: A): string | undefined;
}

/** Whether a command can run now and, if not, why, in words for the palette. */
export type CommandAvailability =
  | {
      /** It can run. */
      readonly enabled: true;
    }
  | {
      /** It cannot run now. */
      readonly enabled: false;
      /** Why not, shown next to the greyed-out entry. */
      readonly reason: string;
    };

/** Commands report "not applicable" as a value instead of throwing. */
export type CommandResult =
  | {
      /** The handler ran and finished. */
      readonly status: 'ok';
      /** What the handler returned (awaited). */
      readonly value?: unknown;
    }
  | {
      /** The command was not run: unknown, its `when` clause is false or its handler says it is not enabled. */
      readonly status: 'disabled';
      /** Why, in words for the user. */
      readonly reason: string;
    }
  | {
      /** The handler (or lazy activation of its plugin) threw. */
      readonly status: 'error';
      /** What was thrown. */
      readonly error: unknown;
    };

/** A declared command as the registry reports it, for the palette, menus and keymap. */
export interface CommandInfo extends CommandDescriptor {
  /** Id of the plugin that declared it (`core` for the kernel's own). */
  readonly owner: string;
  /** Whether code is bound yet; false for a lazy plugin that has not activated. */
  readonly hasHandler: boolean;
}
