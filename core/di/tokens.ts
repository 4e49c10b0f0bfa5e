import 'reflect-metadata';
import { container as globalContainer, type DependencyContainer } from 'tsyringe';
import { toDisposable, type IDisposable } from '../lifecycle/disposable';

/**
 * A typed DI token. Services are declared as an interface `IXxxService` plus a
 * same-named constant token, so a consumer names one identifier for both.
 * The phantom field only carries the type; tsyringe sees a plain symbol.
 */
export type ServiceToken<T> = symbol & {
  /** Type-only marker that carries `T`; never set at runtime. */
  readonly __service?: T;
};

/**
 * Creates a DI token for service type `T`. Each call makes a distinct token, so define it once
 * (beside its `IXxxService` interface) and import it everywhere; two tokens with the same name
 * never resolve each other.
 */
export function createServiceToken<T>(name: string): ServiceToken<T> {
  // Symbol.for would let two bundles share a token; we want identity per
  // definition so that a duplicate definition is a visible bug, not a merge.
  return Symbol(name) as ServiceToken<T>;
}

/** The name a token was created with, for error messages. */
export function tokenName(token: ServiceToken<unknown>): string {
  return token.description ?? 'anonymous service';
}

/** How a scope registered a token: a ready value or a lazily made singleton. */
type Provider<T> = { readonly useValue: T } | { readonly useFactory: () => T };

/** Read-only view of a container: what plugin code gets instead of tsyringe itself. */
export interface IServiceAccessor {
  /** Resolves a service from this container or an ancestor; throws when none is registered. */
  get<T>(token: ServiceToken<T>): T;
  /** Resolves a service, or returns null when none is registered (for `optional` dependencies). */
  getOptional<T>(token: ServiceToken<T>): T | null;
  /** Whether the token is registered here or in an ancestor. */
  has(token: ServiceToken<unknown>): boolean;
}

/**
 * A scoped wrapper around a tsyringe child container. The kernel owns the root, where the kernel's
 * services and the services plugins declare in `provides` are registered; each plugin reads
 * through its own child of the root.
 */
export class ServiceContainer implements IServiceAccessor {
  /**
   * What this scope registered, in order. tsyringe can clear a container but not remove one
   * token, so a disposer resets the container and registers the rest again from this list.
   */
  private readonly own = new Map<ServiceToken<unknown>, Provider<unknown>>();

  private constructor(private readonly inner: DependencyContainer) {}

  /**
   * A fresh root. Core is the only place that touches tsyringe's global
   * container, and only to derive an isolated child, so two hosts in one page
   * (tests, previews) never share services.
   */
  static createRoot(): ServiceContainer {
    return new ServiceContainer(globalContainer.createChildContainer());
  }

  /** A child scope that sees this container's services; what it provides stays invisible to the parent. */
  createChild(): ServiceContainer {
    return new ServiceContainer(this.inner.createChildContainer());
  }

  /** Resolves a service from this container or an ancestor; throws when none is registered. */
  get<T>(token: ServiceToken<T>): T {
    if (!this.inner.isRegistered(token, true)) {
      throw new Error(`No service registered for ${tokenName(token)}`);
    }
    return this.inner.resolve<T>(token);
  }

  /** Resolves a service, or returns null when none is registered. */
  getOptional<T>(token: ServiceToken<T>): T | null {
    return this.inner.isRegistered(token, true) ? this.inner.resolve<T>(token) : null;
  }

  /** Whether the token is registered here or in an ancestor. */
  has(token: ServiceToken<unknown>): boolean {
    return this.inner.isRegistered(token, true);
  }

  /** Registers a ready instance; the disposer removes it again. */
  provide<T>(token: ServiceToken<T>, value: T): IDisposable {
    if (this.inner.isRegistered(token, false)) {
      throw new Error(`Service ${tokenName(token)} is already provided`);
    }
    return this.register(token, { useValue: value });
  }

  /** Registers a lazily created singleton. */
  provideFactory<T>(token: ServiceToken<T>, factory: (services: IServiceAccessor) => T): IDisposable {
    let instance: T | undefined;
    let made = false;
    return this.register(token, {
      useFactory: () => {
        if (!made) {
          instance = factory(this);
          made = true;
        }
        return instance as T;
      },
    });
  }

  private register<T>(token: ServiceToken<T>, provider: Provider<T>): IDisposable {
    this.own.set(token, provider as Provider<unknown>);
    this.registerWithTsyringe(token, provider);
    return toDisposable(() => this.unregister(token, provider as Provider<unknown>));
  }

  private unregister(token: ServiceToken<unknown>, provider: Provider<unknown>): void {
    // A disposer of an older registration must not remove a newer one of the same token.
    if (this.own.get(token) !== provider) return;
    this.own.delete(token);
    this.inner.reset();
    for (const [kept, keptProvider] of this.own) this.registerWithTsyringe(kept, keptProvider);
  }

  private registerWithTsyringe<T>(token: ServiceToken<T>, provider: Provider<T>): void {
    if ('useValue' in provider) this.inner.registerInstance<T>(token, provider.useValue);
    else this.inner.register<T>(token, { useFactory: provider.useFactory });
  }
}
