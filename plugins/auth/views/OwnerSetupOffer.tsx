import { useEffect, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { isDefaultUser } from '@sdk';
import { useObservable, useService } from '@sdk/react';
import { IAuthService } from '../api';
import { SETUP_PATH } from '../guard';
import { AuthLink } from './parts';
import { describeMovedItems } from './SetupView';

/**
 * Offered where only an owner could go on (Users settings) after setup was skipped: what
 * becomes the owner's, and the way to set the owner up, returning here afterwards.
 */
export function OwnerSetupOffer({ returnTo }: { returnTo: string }) {
  const auth = useService(IAuthService);
  const user = useObservable(auth.user$, auth.currentUser);
  const [moved, setMoved] = useState<string | null>(null);
  const defaultUser = isDefaultUser(user);
  useEffect(() => {
    if (!defaultUser) return undefined;
    let live = true;
    auth.preSetup().then(
      (counts) => live && setMoved(describeMovedItems(counts)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [auth, defaultUser]);
  if (!defaultUser) return null;
  return (
    <section className="auth-offer" aria-label="Set up the owner account">
      <ShieldCheck className="auth-offer__icon" size={28} aria-hidden="true" focusable="false" />
      <h2 className="auth-offer__title">Set up the owner account to manage users</h2>
      <p className="auth-offer__text">
        The owner invites people, manages who has access and protects workflows and credentials.
        {moved ? ` Your ${moved} will become the owner's.` : ''}
      </p>
      <AuthLink to={`${SETUP_PATH}?redirect=${encodeURIComponent(returnTo)}`} className="button button--primary">
        Set up owner account
      </AuthLink>
    </section>
  );
}
