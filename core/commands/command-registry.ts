import { Subject, type Observable } from 'rxjs';
import type { IServiceAccessor } from '../di/tokens';
import { toDisposable, type IDisposable } from '../lifecycle/disposable';
import type { ContextKeyService } from './context-keys';
import { compileWhen } from './when-expression';
import type {
  CommandAvailability,
  CommandContext,
  CommandDescriptor,
  CommandHandler,
  CommandInfo,
  CommandResult,
  CommandSource,
} from './types';

/** One finished execution, as emitted on `executed$` (for telemetry, toasts and tests). */
export interface CommandExecution {
  /** The command id. */
  readonly id: string;
  /** Where the execution came from. */
  readonly source: CommandSource;
  /** How it ended. */
  readonly result: CommandResult;
}

/** Asked for when a declared command has no handler yet (its plugin is lazy). */
export type HandlerActivator = (commandId: string, owner: string) => Promise<void>;

const RECENT_LIMIT = 20;

/**
 * Every command: declarations (data, known up front) and handlers (code, bound on activation).
 * Execution never throws; it reports a CommandResult.
 */
export class CommandRegistry {
  private readonly descriptors = new Map<string, { descriptor: CommandDescriptor; owner: string }>();
  private readonly handlers = new Map<string, CommandHandler<never>>();
  private readonly changeSubject = new Subject<void>();
  private readonly executedSubject = new Subject<CommandExecution>();
  private recentIds: string[] = [];
  /**
   * Set by the plugin host: called to activate a lazy plugin when one of its commands runs before
   * it has a handler. While null, such commands are reported as disabled.
   */
  activator: HandlerActivator | null = null;

  constructor(
    private readonly services: IServiceAccessor,
    /** The context keys `when` clauses are evaluated against. */
    readonly contextKeys: ContextKeyService,
  ) {}

  /** Cached so React hooks get a stable reference. */
  get changes$(): Observable<void> {
    return (this._changesObs ??= this.changeSubject.asObservable());
  }
  private _changesObs?: Observable<void>;

  /** Cached so React hooks get a stable reference. */
  get executed$(): Observable<CommandExecution> {
    return (this._executedObs ??= this.executedSubject.asObservable());
  }
  private _executedObs?: Observable<CommandExecution>;

  /** Declares a command. A second declaration of the same id is an error the host reports at start-up. */
  declare(descriptor: CommandDescriptor, owner = 'core'): IDisposable {
    const existing = this.descriptors.get(descriptor.id);
    if (existing) {
      throw new Error(`Command "${descriptor.id}" is declared by both ${existing.owner} and ${owner}`);
    }
    if (descriptor.when) compileWhen(descriptor.when);
    this.descriptors.set(descriptor.id, { descriptor, owner });
    this.changeSubject.next();
    return toDisposable(() => {
      if (this.descriptors.get(descriptor.id)?.owner === owner) {
        this.descriptors.delete(descriptor.id);
        this.changeSubject.next();
      }
    });
  }

  /**
   * Binds the code for a declared command; throws when the id is not declared or already has a
   * handler. The disposer unbinds it.
   */
  handle<A>(id: string, handler: CommandHandler<A>): IDisposable {
    if (!this.descriptors.has(id)) throw new Error(`Command "${id}" must be declared before a handler is bound`);
    if (this.handlers.has(id)) throw new Error(`Command "${id}" already has a handler`);
    this.handlers.set(id, handler as CommandHandler<never>);
    this.changeSubject.next();
    return toDisposable(() => {
      if (this.handlers.get(id) === (handler as unknown)) {
        this.handlers.delete(id);
        this.changeSubject.next();
      }
    });
  }

  /** Declares and binds in one call, for commands that are not part of a manifest. */
  register<A>(descriptor: CommandDescriptor, handler: CommandHandler<A>, owner = 'core'): IDisposable {
    const d = this.declare(descriptor, owner);
    const h = this.handle(descriptor.id, handler);
    return toDisposable(() => {
      h.dispose();
      d.dispose();
    });
  }

  /** The declared command with its owner and whether it has a handler; undefined for an unknown id. */
  get(id: string): CommandInfo | undefined {
    const entry = this.descriptors.get(id);
    return entry && { ...entry.descriptor, owner: entry.owner, hasHandler: this.handlers.has(id) };
  }

  /** Every declared command, in declaration order. */
  list(): CommandInfo[] {
    return [...this.descriptors.keys()].map((id) => this.get(id) as CommandInfo);
  }

  private context(source: CommandSource): CommandContext {
    return { services: this.services, contextKeys: this.contextKeys, source };
  }

  /**
   * Whether the command can run now, checking its `when` clause, then its handler's `isEnabled`. A
   * command whose lazy plugin has not loaded yet counts as enabled when an activator is set.
   */
  availability(id: string, args?: unknown, source: CommandSource = 'api'): CommandAvailability {
    const entry = this.descriptors.get(id);
    if (!entry) return { enabled: false, reason: `Unknown command "${id}"` };
    const { descriptor } = entry;
    if (descriptor.when && !this.contextKeys.evaluate(descriptor.when)) {
      return { enabled: false, reason: descriptor.whenReason ?? 'Not available here' };
    }
    const handler = this.handlers.get(id) as CommandHandler<unknown> | undefined;
    if (!handler) {
      return this.activator ? { enabled: true } : { enabled: false, reason: 'Its plugin is not loaded' };
    }
    const ctx = this.context(source);
    if (handler.isEnabled && !handler.isEnabled(ctx, args)) {
      return { enabled: false, reason: handler.disabledReason?.(ctx, args) ?? 'Not available right now' };
    }
    return { enabled: true };
  }

  /**
   * Runs a command, activating its lazy plugin first if needed. Never throws: a disabled command or
   * a failing handler comes back as a CommandResult, also emitted on `executed$`.
   */
  async execute(id: string, args?: unknown, source: CommandSource = 'api'): Promise<CommandResult> {
    let result: CommandResult;
    const entry = this.descriptors.get(id);
    if (entry && !this.handlers.has(id) && this.activator) {
      try {
        await this.activator(id, entry.owner);
      } catch (error) {
        result = { status: 'error', error };
        this.executedSubject.next({ id, source, result });
        return result;
      }
    }
    const availability = this.availability(id, args, source);
    if (!availability.enabled) {
      result = { status: 'disabled', reason: availability.reason };
    } else {
      const handler = this.handlers.get(id) as CommandHandler<unknown> | undefined;
      try {
        if (!handler) throw new Error(`Command "${id}" has no handler`);
        // Recents serve the palette: only what the user picked there counts.
        if (source === 'palette') this.markUsed(id);
        result = { status: 'ok', value: await handler.run(this.context(source), args) };
      } catch (error) {
        result = { status: 'error', error };
      }
    }
    this.executedSubject.next({ id, source, result });
    return result;
  }

  /** Most recently used first; the palette lists these on top. */
  recent(): readonly string[] {
    return this.recentIds;
  }

  /** Restores the recent-commands list (e.g. from local storage at start-up), most recent first; keeps at most 20. */
  setRecent(ids: readonly string[]): void {
    this.recentIds = ids.slice(0, RECENT_LIMIT);
  }

  private markUsed(id: string): void {
    this.recentIds = [id, ...this.recentIds.filter((r) => r !== id)].slice(0, RECENT_LIMIT);
  }
}
