import { useCallback, useEffect, useState } from 'react';
import { LoaderCircle, LogOut } from 'lucide-react';
import { INavigationService, type ViewProps } from '@sdk';
import { useService } from '@sdk/react';
import { IAuthService } from '../api';
import { SIGNIN_PATH } from '../guard';
import { AuthCard, FormAlert, errorMessage } from './parts';

/** SignoutView: signs out, then goes to sign-in. */
export function SignoutView(_props: ViewProps) {
  const auth = useService(IAuthService);
  const navigation = useService(INavigationService);
  const [error, setError] = useState<string | null>(null);

  const signOut = useCallback(() => {
    setError(null);
    auth.logout().then(
      () => navigation.navigate(SIGNIN_PATH, { replace: true }),
      (failure: unknown) => setError(errorMessage(failure, 'Could not sign out.')),
    );
  }, [auth, navigation]);

  useEffect(() => signOut(), [signOut]);

  return (
    <AuthCard title={error ? 'Could not sign out' : 'Signing out'} art={{ icon: <LogOut size={28} />, tone: error ? 'danger' : 'neutral' }}>
      {error ? (
        <div className="auth-form">
          <FormAlert message={error} />
          <button type="button" className="button button--primary auth-submit" onClick={signOut}>
            Try again
          </button>
        </div>
      ) : (
        <div className="auth-status" role="status">
          <LoaderCircle className="auth-spinner" size={20} aria-hidden="true" focusable="false" />
          <span>Signing you out…</span>
        </div>
      )}
    </AuthCard>
  );
}
