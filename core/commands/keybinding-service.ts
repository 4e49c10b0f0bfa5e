import { toDisposable, type IDisposable } from '../lifecycle/disposable';
import { normalizeChord } from './chords';
import type { CommandRegistry } from './command-registry';
import { compileWhen, whenKeys, type ContextValue } from './when-expression';

/**
 * Who a keybinding or contribution comes from. Higher wins: user over plugin over core, whatever
 * the registration order.
 */
export type Precedence = 'core' | 'plugin' | 'user';
/** Numeric rank of each precedence, for sorting; higher wins. */
export const PRECEDENCE_RANK: Record<Precedence, number> = { core: 0, plugin: 1, user: 2 };

/** A keybinding as a plugin or the user declares it. */
export interface KeybindingContribution {
  /** The chord, e.g. `Mod+Shift+Z`; `Mod` is Cmd on macOS and Ctrl elsewhere. */
  readonly key: string;
  /** Id of the command to execute. */
  readonly command: string;
  /** Arguments passed to the command. */
  readonly args?: unknown;
  /** Context clause that must hold for the binding to fire; it always fires when absent. */
  readonly when?: string;
  /**
   * Fire even while a text field or code editor has focus; defaults to the command's own
   * `allowInInput`, else false.
   */
  readonly allowInInput?: boolean;
}

/** A registered keybinding, with the normalised chord and who registered it. */
export interface Keybinding extends KeybindingContribution {
  /** The key in canonical form (see normalizeChord). */
  readonly chord: string;
  /** Id of the registering plugin, or `core`. */
  readonly owner: string;
  /** Decides which binding wins when several can fire for one chord. */
  readonly precedence: Precedence;
}

/** Two bindings of the same precedence on one chord whose `when` clauses may both hold, so neither reliably wins. */
export interface KeybindingConflict {
  /** The chord both use, in canonical form. */
  readonly chord: string;
  /** The clashing bindings. */
  readonly bindings: readonly Keybinding[];
  /** A readable description for start-up warnings. */
  readonly message: string;
}

/** Installs the DOM listener for a chord; the DOM adapter (hotkeys-js) implements it. */
export interface KeyListenerHost {
  /** Calls `onKey` whenever the chord (canonical form) is pressed; the disposer stops listening. */
  listen(chord: string, onKey: (event: KeyboardEvent) => void): IDisposable;
}

function isTextTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  if (el.closest('.cm-editor')) return true;
  const tag = el.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (el as HTMLInputElement).type;
    return !['checkbox', 'radio', 'button', 'submit', 'range', 'color'].includes(type);
  }
  return false;
}

/**
 * Resolves a chord to a command. The winner is the highest precedence binding
 * (user > plugin > core) whose `when` holds; registration order never decides.
 * Inside text fields only bindings marked allowInInput fire, which is how
 * Ctrl/Cmd+Z reaches the field's own undo instead of the workflow's.
 */
export class KeybindingService {
  private readonly byChord = new Map<string, Keybinding[]>();
  private readonly listeners = new Map<string, IDisposable>();
  private host: KeyListenerHost | null = null;

  constructor(private readonly commands: CommandRegistry) {}

  /**
   * Adds a binding; the disposer removes it. Throws for a malformed chord. Several bindings may
   * share a chord: resolve picks one at key time.
   */
  register(contribution: KeybindingContribution, owner = 'core', precedence: Precedence = 'plugin'): IDisposable {
    const chord = normalizeChord(contribution.key);
    const binding: Keybinding = { ...contribution, chord, owner, precedence };
    const list = this.byChord.get(chord) ?? [];
    list.push(binding);
    this.byChord.set(chord, list);
    this.ensureListener(chord);
    return toDisposable(() => {
      const current = this.byChord.get(chord) ?? [];
      const rest = current.filter((b) => b !== binding);
      if (rest.length) this.byChord.set(chord, rest);
      else {
        this.byChord.delete(chord);
        this.listeners.get(chord)?.dispose();
        this.listeners.delete(chord);
      }
    });
  }

  /** Connects to the DOM. Until then bindings are only data (tests, server-side use). */
  attach(host: KeyListenerHost): IDisposable {
    this.host = host;
    for (const chord of this.byChord.keys()) this.ensureListener(chord);
    return toDisposable(() => {
      for (const l of this.listeners.values()) l.dispose();
      this.listeners.clear();
      this.host = null;
    });
  }

  private ensureListener(chord: string): void {
    if (!this.host || this.listeners.has(chord)) return;
    this.listeners.set(
      chord,
      this.host.listen(chord, (event) => void this.handleKey(chord, event)),
    );
  }

  /** Every registered binding, grouped by chord. */
  all(): Keybinding[] {
    return [...this.byChord.values()].flat();
  }

  /** The chords bound to a command, best first, for display in the palette and menus. */
  forCommand(commandId: string): Keybinding[] {
    return this.all()
      .filter((b) => b.command === commandId)
      .sort((a, b) => PRECEDENCE_RANK[b.precedence] - PRECEDENCE_RANK[a.precedence]);
  }

  /**
   * The binding that would fire for the chord now, or null: the highest-precedence binding that is
   * allowed in the focused field (`inInput`), whose `when` holds and whose command is enabled.
   */
  resolve(chord: string, options: { inInput?: boolean; read?: (key: string) => ContextValue } = {}): Keybinding | null {
    const candidates = [...(this.byChord.get(normalizeChord(chord)) ?? [])].sort(
      (a, b) => PRECEDENCE_RANK[b.precedence] - PRECEDENCE_RANK[a.precedence],
    );
    const keys = this.commands.contextKeys;
    for (const b of candidates) {
      const allowInInput = b.allowInInput ?? this.commands.get(b.command)?.allowInInput ?? false;
      if (options.inInput && !allowInInput) continue;
      const read = options.read ?? ((key: string) => keys.get(key));
      const ok = b.when ? compileWhen(b.when)(read) : true;
      if (!ok) continue;
      if (!this.commands.availability(b.command, b.args, 'keybinding').enabled) continue;
      return b;
    }
    return null;
  }

  /**
   * Runs the winning binding's command for a key event, preventing the browser default only when
   * one fires. Resolves whether a binding fired.
   */
  async handleKey(chord: string, event: KeyboardEvent): Promise<boolean> {
    const inInput = isTextTarget(event.target);
    // `inputFocus` is a fact about this key event, not global state, so it is read from the event.
    const keys = this.commands.contextKeys;
    const binding = this.resolve(chord, { inInput, read: (key) => (key === 'inputFocus' ? inInput : keys.get(key)) });
    if (!binding) return false;
    event.preventDefault();
    await this.commands.execute(binding.command, binding.args, 'keybinding');
    return true;
  }

  /**
   * Same chord, same precedence, and `when` clauses that can both hold.
   * We treat clauses as overlapping unless they differ and each names a
   * context key: cheap, and errs on the side of reporting.
   */
  findConflicts(): KeybindingConflict[] {
    const conflicts: KeybindingConflict[] = [];
    for (const [chord, list] of this.byChord) {
      for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length; j++) {
          const a = list[i] as Keybinding;
          const b = list[j] as Keybinding;
          if (a.precedence !== b.precedence || a.command === b.command) continue;
          const disjoint = (a.when ?? '') !== (b.when ?? '') && whenKeys(a.when).length > 0 && whenKeys(b.when).length > 0;
          if (disjoint) continue;
          conflicts.push({
            chord,
            bindings: [a, b],
            message: `"${chord}" is bound to both ${a.command} (${a.owner}) and ${b.command} (${b.owner})`,
          });
        }
      }
    }
    return conflicts;
  }
}
