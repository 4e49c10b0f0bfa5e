import { ShieldAlert } from 'lucide-react';
import { isDefaultUser } from '@sdk';
import { useKernel, useObservable } from '@sdk/react';
import { IAuthService } from '../api';
import { SETUP_PATH } from '../guard';
import { AuthLink } from './parts';

/** The banner's text: the user-management setup warning. */
export const OWNER_SETUP_MESSAGE =
  'You are using Switchyard without an owner account. Set up an owner account to invite others and protect your workflows.';

function Banner({ auth }: { auth: IAuthService }) {
  const user = useObservable(auth.user$, auth.currentUser);
  if (!isDefaultUser(user)) return null;
  return (
    <section className="app-banner app-banner--warning" aria-label="Owner account">
      <ShieldAlert className="app-banner__icon" size={18} aria-hidden="true" focusable="false" />
      <p className="app-banner__text">{OWNER_SETUP_MESSAGE}</p>
      <AuthLink to={SETUP_PATH} className="button app-banner__action">
        Set up
      </AuthLink>
    </section>
  );
}

/**
 * The user-management setup warning, shown to the default user only.
 * Renders nothing when the auth service is missing (the plugin failed to start).
 */
export function OwnerSetupBanner() {
  const auth = useKernel().services.getOptional(IAuthService);
  return auth ? <Banner auth={auth} /> : null;
}
