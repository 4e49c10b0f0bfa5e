// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeyRound, Save } from 'lucide-react';
import type { IFrontendSettings } from '../settings/types';
import { createTestHost, type TestHost } from '../testing';
import { FormField } from './form-fields';
import { KernelContext } from './hooks';
import { ActionIcon, CONTACT_URL, EnterpriseSettingsPage, SettingsFooter, SettingsForm, useFeatureLicense } from './settings-page';
import { useSettingsForm } from './use-settings-form';

let host: TestHost | undefined;
afterEach(() => {
  cleanup();
  host?.dispose();
  host = undefined;
});

async function mount(node: ReactNode, settings?: Partial<IFrontendSettings>) {
  host = await createTestHost(settings ? { settings } : {});
  render(<KernelContext.Provider value={host.kernel}>{node}</KernelContext.Provider>);
  await settle();
  return host;
}

/** Lets pending promises and their re-renders finish. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => await Promise.resolve());
}

/** A promise the test settles by hand, to look at the page while a call is out. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const SAML_ON = { enterprise: { saml: true } } as Partial<IFrontendSettings>;
const SAML_OFF = { enterprise: { saml: false } } as Partial<IFrontendSettings>;

function Page(props: { service: { refresh(): Promise<void> }; state: { status: string; error: string | null } }) {
  const license = useFeatureLicense('saml', props.service);
  return (
    <EnterpriseSettingsPage
      title="Single sign-on"
      lead="Sign in with your identity provider."
      license={license}
      name="saml"
      plan={{ icon: KeyRound, text: 'Single sign-on lets your people sign in.' }}
      state={props.state}
      loadingLabel="Loading SSO settings…"
    >
      <p>the form</p>
    </EnterpriseSettingsPage>
  );
}

function countingService() {
  const service = { refreshes: 0, refresh: async () => void service.refreshes++ };
  return service;
}

describe('enterprise settings page', () => {
  it('shows the plan card with the contact link while the feature is off, and loads nothing', async () => {
    const service = countingService();
    await mount(<Page service={service} state={{ status: 'idle', error: null }} />, SAML_OFF);
    expect(screen.getByRole('heading', { name: 'Available on the Enterprise plan' }).id).toBe('saml-unlicensed-title');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(CONTACT_URL);
    expect(screen.queryByText('the form')).toBeNull();
    expect(service.refreshes).toBe(0);
  });

  it('shows neither plan nor form until the instance settings are known', async () => {
    const service = countingService();
    await mount(<Page service={service} state={{ status: 'idle', error: null }} />);
    expect(screen.getByRole('heading', { name: 'Single sign-on' })).toBeTruthy();
    expect(screen.queryByText('Available on the Enterprise plan')).toBeNull();
    expect(screen.queryByText('the form')).toBeNull();
    expect(service.refreshes).toBe(0);
  });

  it('loads the data once licensed and shows the load state, its error and the form', async () => {
    const service = countingService();
    await mount(<Page service={service} state={{ status: 'loading', error: 'The server is down' }} />, SAML_ON);
    expect(service.refreshes).toBe(1);
    expect(screen.getByRole('alert').textContent).toBe('The server is down');
    expect(screen.getByRole('status').textContent).toContain('Loading SSO settings…');
    expect(screen.getByText('the form')).toBeTruthy();
    expect(screen.queryByText('Available on the Enterprise plan')).toBeNull();
  });
});

/** A one-field form whose store call the test answers. */
function NameForm(props: { store(name: string): Promise<void> }) {
  const [name, setName] = useState('');
  const problems = name.trim() === '' ? { name: 'Enter a name.' } : {};
  const { busy, shown, save } = useSettingsForm<'name'>({ problems, savedTitle: 'Name saved', save: () => props.store(name) });
  return (
    <SettingsForm label="Name settings" onSubmit={() => void save()}>
      <FormField label="Name" value={name} problem={shown('name')} onChange={setName} />
      <SettingsFooter>
        <button type="submit" disabled={busy !== null}>
          <ActionIcon icon={Save} busy={busy === 'save'} /> Save
        </button>
      </SettingsFooter>
    </SettingsForm>
  );
}

describe('settings form save', () => {
  it('keeps problems hidden until the first save, and does not store a draft that has any', async () => {
    const stored: string[] = [];
    await mount(<NameForm store={async (name) => void stored.push(name)} />);
    expect(screen.queryByText('Enter a name.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a name.')).toBeTruthy();
    expect(stored).toEqual([]);
    expect(host?.notifications.toasts).toEqual([]);
  });

  it('stores a valid draft with the button busy meanwhile, then says it was saved', async () => {
    const call = deferred();
    const stored: string[] = [];
    await mount(
      <NameForm
        store={(name) => {
          stored.push(name);
          return call.promise;
        }}
      />,
    );
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(stored).toEqual(['Ada']);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    call.resolve();
    await settle();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
    expect(host?.notifications.toasts.map((toast) => [toast.type, toast.title])).toEqual([['success', 'Name saved']]);
  });

  it("says why a save failed in the server's words, and frees the button", async () => {
    await mount(<NameForm store={() => Promise.reject(new Error('The directory refused the change'))} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(host?.notifications.toasts.map((toast) => [toast.type, toast.title, toast.message])).toEqual([
      ['error', 'The settings were not saved', 'The directory refused the change'],
    ]);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
