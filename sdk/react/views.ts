import type { ComponentType } from 'react';
import { ViewsPoint, type ViewId } from '../plugin/extension-points';
import { useExtension } from './hooks';

/**
 * The view a plugin contributes under `id` ({@link ViewsPoint}), or null while no loaded
 * plugin contributes one. Plugins render each other's views this way instead of importing
 * components, so that a plugin's api.ts stays a contract of types, tokens and ids.
 */
export function useView<P>(id: ViewId<P>): ComponentType<P> | null {
  const views = useExtension(ViewsPoint);
  return (views.get(id)?.component as ComponentType<P> | undefined) ?? null;
}
