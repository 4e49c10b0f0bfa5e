import { afterEach, describe, expect, it } from 'vitest';
import { ModalsPoint, RoutesPoint } from '@sdk';
import { createTestHost, type TestHost } from '@sdk/testing';
import credentials from './index';
import { CREDENTIAL_COMMANDS, CREDENTIAL_MODALS, ICredentialsService } from './api';
import { HandlerRest, restPlugin } from './test-support';
import { ICredentialsUi } from './ui-state';

let host: TestHost | undefined;
afterEach(() => host?.dispose());

async function start(rest = new HandlerRest()) {
  host = await createTestHost({ plugins: [credentials, restPlugin(rest)], location: '/workflows' });
  return host;
}

describe('the credentials plugin', () => {
  it('contributes the CredentialsView route and both modals', async () => {
    const h = await start();
    expect(h.kernel.extensions.get(RoutesPoint).get('/credentials')?.view).toBe('CredentialsView');
    expect(h.kernel.extensions.get(ModalsPoint).get(CREDENTIAL_MODALS.edit)?.title).toBe('Credential');
    expect(h.kernel.extensions.get(ModalsPoint).get(CREDENTIAL_MODALS.select)?.title).toBe('Add new credential');
    expect(h.report.failed).toEqual([]);
  });

  it('creates from the palette: the type picker, or the form when the type is given', async () => {
    const h = await start();
    await h.run(CREDENTIAL_COMMANDS.create);
    expect(h.modals.active?.key).toBe(CREDENTIAL_MODALS.select);
    await h.run(CREDENTIAL_COMMANDS.create, { credentialType: 'httpBasicAuth' });
    expect(h.modals.active).toMatchObject({ key: CREDENTIAL_MODALS.edit, data: { mode: 'new', credentialType: 'httpBasicAuth' } });
  });

  it('opens a credential by id, or the list without one', async () => {
    const h = await start();
    await h.run(CREDENTIAL_COMMANDS.open, { id: '42' });
    expect(h.modals.active).toMatchObject({ key: CREDENTIAL_MODALS.edit, data: { mode: 'edit', id: '42' } });
    await h.run(CREDENTIAL_COMMANDS.open);
    expect(h.navigation.location).toBe('/credentials');
  });

  it('says why modal actions cannot run while no credential is open', async () => {
    const h = await start();
    for (const id of [
      CREDENTIAL_COMMANDS.save,
      CREDENTIAL_COMMANDS.test,
      CREDENTIAL_COMMANDS.delete,
      CREDENTIAL_COMMANDS.connect,
      CREDENTIAL_COMMANDS.share,
    ]) {
      expect(h.kernel.commands.availability(id)).toEqual({ enabled: false, reason: 'Open a credential first' });
    }
  });

  it('sorts the list from the palette and goes there', async () => {
    const h = await start();
    await h.run(CREDENTIAL_COMMANDS.sortByName);
    expect(h.kernel.services.get(ICredentialsUi).sort.value).toBe('nameAsc');
    expect(h.navigation.location).toBe('/credentials');
    await h.run(CREDENTIAL_COMMANDS.sortByUpdated);
    expect(h.kernel.services.get(ICredentialsUi).sort.value).toBe('updated');
  });

  it('deletes by id from the palette after a confirm', async () => {
    let deleted = '';
    const rest = new HandlerRest()
      .on('GET /credentials', () => (deleted ? [] : [{ id: '5', name: 'Doomed', type: 'httpBasicAuth', nodesAccess: [], updatedAt: '' }]))
      .on('DELETE /credentials/:id', (_o, path) => {
        deleted = path;
        return true;
      });
    const h = await start(rest);
    await h.kernel.services
      .get(ICredentialsService)
      .refresh()
      .catch(() => undefined);
    const result = h.run(CREDENTIAL_COMMANDS.delete, { id: '5' });
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(h.confirms.pending[0]?.message).toContain('Doomed');
    h.confirms.pending[0]!.resolve(true);
    expect(await result).toMatchObject({ status: 'ok' });
    expect(deleted).toBe('/credentials/5');
    expect(h.notifications.toasts.map((t) => t.title)).toEqual(['Credential deleted']);
  });
});
