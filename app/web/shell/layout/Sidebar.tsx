import { Link, useLocation } from 'wouter';
import { SidebarItemsPoint, type SidebarItemContribution } from '@sdk';
import { formatChord } from '@core';
import { useExtension, useKernel } from '@sdk/react';
import { PaletteState } from '../palette/palette-state';
import { Icon } from './Icon';

function isActive(item: SidebarItemContribution, location: string): boolean {
  if (!item.path) return false;
  if (item.path === '/workflows') return location === '/workflows' || location.startsWith('/workflow/');
  return location === item.path || location.startsWith(`${item.path}/`);
}

/** Main navigation, fed by the sidebarItems extension point. */
export function Sidebar() {
  const kernel = useKernel();
  const items = useExtension(SidebarItemsPoint);
  const [location] = useLocation();
  const palette = kernel.services.get(PaletteState.token);
  const render = (item: SidebarItemContribution) =>
    item.path ? (
      <li key={item.id}>
        <Link href={item.path} className="nav__item" aria-current={isActive(item, location) ? 'page' : undefined}>
          <Icon name={item.icon} />
          <span className="nav__label">{item.label}</span>
        </Link>
      </li>
    ) : (
      <li key={item.id}>
        <button
          type="button"
          className="nav__item"
          onClick={() => item.command && void kernel.commands.execute(item.command, undefined, 'menu')}
        >
          <Icon name={item.icon} />
          <span className="nav__label">{item.label}</span>
        </button>
      </li>
    );
  return (
    <nav className="sidebar" aria-label="Main">
      <Link href="/workflows" className="brand" aria-label="Switchyard home">
        <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" />
          <path d="M8 10h7l4 6h5M8 22h7l4-6" />
          <circle cx="24" cy="16" r="2.5" />
        </svg>
        <span className="brand__name">Switchyard</span>
      </Link>
      <button type="button" className="sidebar__search" onClick={() => palette.setOpen(true)} aria-label="Open command palette">
        <Icon name="search" size={16} />
        <span className="nav__label">Search</span>
        <kbd className="sidebar__kbd">{formatChord('Mod+K')}</kbd>
      </button>
      <ul className="nav">{items.filter((i) => i.position !== 'bottom').map(render)}</ul>
      <ul className="nav nav--bottom">{items.filter((i) => i.position === 'bottom').map(render)}</ul>
    </nav>
  );
}
