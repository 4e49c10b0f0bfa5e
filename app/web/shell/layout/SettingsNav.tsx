import { Link, useLocation } from 'wouter';
import { of } from 'rxjs';
import { ISettingsService, isSettingsPageVisible, SettingsPagesPoint, type SettingsPageContribution } from '@sdk';
import { useExtension, useKernel, useObservable } from '@sdk/react';
import { IAuthService } from '@plugins/auth/api';
import { Icon } from './Icon';

/**
 * The settings menu. Pages tied to an enterprise feature (sharing,
 * ldap, logStreaming, saml, advancedExecutionFilters) are hidden while it is off, and pages
 * for some roles (SSO, LDAP, Log streaming: the owner's) from everyone else.
 */
export function SettingsNav() {
  const kernel = useKernel();
  const settingsService = kernel.services.get(ISettingsService);
  const settings = useObservable(settingsService.settings$, settingsService.settings);
  const auth = kernel.services.getOptional(IAuthService);
  const user = useObservable(auth?.user$ ?? of(null), auth?.currentUser ?? null);
  const pages = useExtension(SettingsPagesPoint);
  const [location] = useLocation();
  const visible = (page: SettingsPageContribution) => isSettingsPageVisible(page, settings?.enterprise, user);
  return (
    <nav className="sidebar sidebar--settings" aria-label="Settings">
      <Link href="/workflows" className="nav__back">
        <Icon name="back" size={16} />
        <span>Settings</span>
      </Link>
      <ul className="nav">
        {pages.filter(visible).map((page) => (
          <li key={page.id}>
            <Link href={page.path} className="nav__item" aria-current={location === page.path ? 'page' : undefined}>
              <span className="nav__label">{page.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      {settings?.versionCli && <p className="sidebar__version">Switchyard {settings.versionCli}</p>}
    </nav>
  );
}
