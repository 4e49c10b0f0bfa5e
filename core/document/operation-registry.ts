import { toDisposable, type IDisposable } from '../lifecycle/disposable';
import { BUILT_IN_OPERATIONS } from './operations';
import type { Operation, OperationDefinition } from './operation';

/** Operation types by name. Plugins add theirs through `ctx.operations.define`. */
export class OperationRegistry {
  private readonly defs = new Map<string, OperationDefinition<never>>();

  constructor(withBuiltIns = true) {
    if (withBuiltIns) for (const def of BUILT_IN_OPERATIONS) this.defs.set(def.type, def);
  }

  /** Registers an operation type; throws when the type is already defined. The disposer removes it again. */
  define<P>(definition: OperationDefinition<P>): IDisposable {
    if (this.defs.has(definition.type)) {
      throw new Error(`Operation type "${definition.type}" is already defined`);
    }
    this.defs.set(definition.type, definition as unknown as OperationDefinition<never>);
    return toDisposable(() => {
      if (this.defs.get(definition.type) === (definition as unknown)) this.defs.delete(definition.type);
    });
  }

  /** The definition for `type`; throws for an unknown type. */
  get(type: string): OperationDefinition<unknown> {
    const def = this.defs.get(type);
    if (!def) throw new Error(`Unknown operation type "${type}"`);
    return def as unknown as OperationDefinition<unknown>;
  }

  /** Whether `type` is defined. */
  has(type: string): boolean {
    return this.defs.has(type);
  }

  /** Every defined type, built-ins first, in definition order. */
  types(): string[] {
    return [...this.defs.keys()];
  }

  /** The human label of an operation against `doc`, for history menus and undo toasts. */
  label(operation: Operation, doc: Parameters<OperationDefinition['label']>[1]): string {
    return this.get(operation.type).label(operation.payload, doc);
  }
}
