/**
 * Actions shared by the list's buttons and the palette commands.
 */
import type { IConfirmService, ICredentialsResponse, INotificationService } from '@sdk';
import type { ICredentialsService } from './api';

/** The services the actions use. */
export interface ActionServices {
  readonly credentials: ICredentialsService;
  readonly confirm: IConfirmService;
  readonly notifications: INotificationService;
}

/** Asks, then deletes the credential; resolves whether it was deleted. */
export async function deleteCredential(services: ActionServices, credential: Pick<ICredentialsResponse, 'id' | 'name'>): Promise<boolean> {
  const ok = await services.confirm.confirm(`Are you sure you want to delete “${credential.name}”? Workflows using it will stop working.`, {
    title: 'Delete credential?',
    confirmButtonText: 'Delete',
    danger: true,
  });
  if (!ok) return false;
  try {
    await services.credentials.delete(credential.id);
    services.notifications.showMessage({ title: 'Credential deleted', message: `“${credential.name}” was deleted.`, type: 'success' });
    return true;
  } catch (error) {
    services.notifications.showError(error, 'Could not delete the credential');
    return false;
  }
}
