import type { ReactNode } from 'react';
import { BannersPoint } from '@sdk';
import { useExtension } from '@sdk/react';
import type { RouteMatch } from '../routing/match-route';
import { MainHeader } from './MainHeader';
import { SettingsNav } from './SettingsNav';
import { Sidebar } from './Sidebar';

/** Contributed notice strips (the owner-setup warning for the default user and the like), top of the main column. */
function Banners() {
  const banners = useExtension(BannersPoint);
  if (banners.length === 0) return null;
  return (
    <div className="app-banners">
      {banners.map(({ id, component: Banner }) => (
        <Banner key={id} />
      ))}
    </div>
  );
}

/** Sidebar (or the settings menu on settings routes), banners, the workflow header, and the view. */
export function AppLayout({ match, children }: { match: RouteMatch | null; children: ReactNode }) {
  const settingsRoute = match?.route.path.startsWith('/settings') ?? false;
  return (
    <div className="app-layout">
      {settingsRoute ? <SettingsNav /> : <Sidebar />}
      <div className="app-layout__main">
        <Banners />
        {match && <MainHeader route={match.route} params={match.params} />}
        <main className="app-layout__content" id="main-content">
          {children}
        </main>
      </div>
    </div>
  );
}
