import type { IConfirmService, INotificationService } from '@sdk';
import { errorMessage } from '../ui';
import type { IApiKeyService } from './api-key-store';

/** Makes a key, asking first when one exists (it stops working). Shared by the page and the command. */
export async function createApiKey(
  keys: IApiKeyService,
  confirm: IConfirmService,
  notifications: INotificationService,
  before?: () => void,
): Promise<void> {
  before?.();
  await keys.refresh();
  if (keys.state.masked !== null) {
    const ok = await confirm.confirm('Your current API key stops working at once. Anything that uses it has to be given the new one.', {
      title: 'Replace your API key?',
      confirmButtonText: 'Replace key',
      cancelButtonText: 'Keep current key',
      danger: true,
    });
    if (!ok) return;
  }
  try {
    await keys.create();
    notifications.showMessage({ type: 'success', title: 'API key created', message: 'Copy it now: it is shown only this once.' });
  } catch (error) {
    notifications.showMessage({ type: 'error', title: 'Could not create the API key', message: errorMessage(error) });
  }
}

/** Deletes the key after asking. */
export async function deleteApiKey(keys: IApiKeyService, confirm: IConfirmService, notifications: INotificationService): Promise<void> {
  const ok = await confirm.confirm(
    'Anything that calls the public API with this key is refused from now on. You can create a new key at any time.',
    {
      title: 'Delete your API key?',
      confirmButtonText: 'Delete key',
      cancelButtonText: 'Cancel',
      danger: true,
    },
  );
  if (!ok) return;
  try {
    await keys.remove();
    notifications.showMessage({ type: 'success', title: 'API key deleted' });
  } catch (error) {
    notifications.showMessage({ type: 'error', title: 'Could not delete the API key', message: errorMessage(error) });
  }
}
