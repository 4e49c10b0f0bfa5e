import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { IConfirmService, INotificationService, ISettingsService, type ICredentialType, type INodeProperties, type ISharee } from '@sdk';
import { of } from 'rxjs';
import { useKernel, useObservable, useService } from '@sdk/react';
import { IAuthService } from '@plugins/auth/api';
import { ICredentialsService, type CredentialTestResult, type CredentialWithData, type EditCredentialModalData } from '../api';
import { dataToSave, isConnected, mergedProperties, oauthKind, valuesWithDefaults, type OAuthKind } from '../credential-types';
import { deleteCredential } from '../actions';
import { runOAuthPopup } from '../oauth-popup';
import { credentialPermissions, type CredentialPermissions } from '../permissions';

/** What the editor is doing right now. */
export type Busy = null | 'saving' | 'testing' | 'deleting' | 'connecting';

/** A result to show above the form: a test result or a connect outcome. */
export interface Outcome {
  readonly ok: boolean;
  readonly title: string;
  readonly message: string;
}

/** Everything the edit modal renders and does. */
export interface CredentialEditor {
  readonly stage: 'loading' | 'picking' | 'ready' | 'failed';
  readonly loadError: string;
  readonly credential: CredentialWithData | null;
  readonly type: ICredentialType | undefined;
  readonly properties: readonly INodeProperties[];
  readonly oauth: OAuthKind;
  readonly name: string;
  readonly values: Record<string, unknown>;
  readonly sharees: readonly ISharee[];
  readonly dirty: boolean;
  readonly busy: Busy;
  readonly outcome: Outcome | null;
  readonly connected: boolean;
  readonly permissions: CredentialPermissions;
  readonly sharingEnabled: boolean;
  /** The signed-in user's id, when known. */
  readonly userId: string | undefined;
  chooseType(type: string): void;
  setName(name: string): void;
  setValue(key: string, value: unknown): void;
  setSharees(sharees: readonly ISharee[]): void;
  save(): Promise<boolean>;
  test(): Promise<void>;
  remove(): Promise<void>;
  connect(): Promise<void>;
}

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The state and actions of the edit credential modal. */
export function useCredentialEditor(data: EditCredentialModalData, close: () => void): CredentialEditor {
  const service = useService(ICredentialsService);
  const notifications = useService(INotificationService);
  const confirm = useService(IConfirmService);
  const settingsService = useService(ISettingsService);
  const settings = useObservable(settingsService.settings$, settingsService.settings);
  const auth = useOptionalAuth();
  const user = useObservable(auth?.user$ ?? NO_USER$, auth?.currentUser ?? null);
  const types = useObservable(service.types$, null);

  const [stage, setStage] = useState<CredentialEditor['stage']>('loading');
  const [loadError, setLoadError] = useState('');
  const [credential, setCredential] = useState<CredentialWithData | null>(null);
  const [typeName, setTypeName] = useState<string | null>(
    data.mode === 'new' ? (data.credentialType ?? data.authOptions?.[0] ?? null) : null,
  );
  const [name, setName] = useState('');
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [sharees, setSharees] = useState<readonly ISharee[]>([]);
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const type = typeName && types ? service.getType(typeName) : undefined;
  const lookup = useCallback((n: string) => service.getType(n), [service]);
  const properties = useMemo(() => (type ? mergedProperties(type, lookup) : []), [type, lookup]);
  const oauth = type ? oauthKind(type, lookup) : null;
  const sharingEnabled = settings?.enterprise?.sharing === true;
  const permissions = credentialPermissions(user, credential, sharingEnabled);
  const snapshot = (n: string, v: Record<string, unknown>, s: readonly ISharee[]) =>
    JSON.stringify([n, dataToSave(properties, v), s.map((x) => x.id).sort()]);
  const dirty = stage === 'ready' && (credential === null || snapshot(name, values, sharees) !== saved);

  // Load the types, then the credential (edit) or a default name (new).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const load = async () => {
      await service.loadTypes();
      if (data.mode === 'edit') {
        const found = await service.get(data.id);
        setCredential(found);
        setTypeName(found.type);
        setName(found.name);
        setSharees(found.sharedWith ?? []);
        setValues(found.data ?? {});
        setStage('ready');
      } else if (typeName) {
        setName(await service.newName(typeName));
        setStage('ready');
      } else {
        setStage('picking');
      }
    };
    load().catch((error: unknown) => {
      setLoadError(failure(error));
      setStage('failed');
    });
  }, [service, data, typeName]);

  // Defaults fill in once the type's properties are known; the saved snapshot follows.
  const filled = useRef<string | null>(null);
  useEffect(() => {
    if (stage !== 'ready' || !type || filled.current === type.name) return;
    filled.current = type.name;
    const withDefaults = valuesWithDefaults(properties, values);
    setValues(withDefaults);
    if (credential) setSaved(snapshot(name, withDefaults, sharees));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per type, on the values loaded for it
  }, [stage, type, properties]);

  const chooseType = (next: string) => {
    setTypeName(next);
    setOutcome(null);
    if (credential) return;
    filled.current = null;
    setValues({});
    setStage('loading');
    void service.newName(next).then((n) => {
      setName(n);
      setStage('ready');
    });
  };

  const run = async <T>(kind: Exclude<Busy, null>, action: () => Promise<T>): Promise<T | undefined> => {
    setBusy(kind);
    try {
      return await action();
    } finally {
      setBusy(null);
    }
  };

  const persist = async (): Promise<CredentialWithData | null> => {
    if (!type) return null;
    const body = { name: name.trim(), type: type.name, data: dataToSave(properties, values) };
    try {
      const result = await run('saving', async () => {
        let next = credential ? await service.update(credential.id, body) : await service.create(body);
        const shareIds = sharees.map((s) => s.id).sort();
        const before = (credential?.sharedWith ?? []).map((s) => s.id).sort();
        if (permissions.updateSharing && sharingEnabled && JSON.stringify(shareIds) !== JSON.stringify(before)) {
          await service.share(next.id, shareIds);
          next = { ...next, sharedWith: [...sharees] };
        }
        return next;
      });
      if (!result) return null;
      const nextValues = valuesWithDefaults(properties, { ...values, ...(result.data ?? {}) });
      setCredential(result);
      setName(result.name);
      setValues(nextValues);
      setSaved(snapshot(result.name, nextValues, result.sharedWith ?? sharees));
      notifications.showMessage({
        title: 'Credential saved',
        message: `“${result.name}” is saved.`,
        type: 'success',
        key: 'credential-saved',
      });
      return result;
    } catch (error) {
      notifications.showError(error, 'Could not save the credential');
      return null;
    }
  };
  const save = async () => (await persist()) !== null;

  const test = async () => {
    if (!type) return;
    setOutcome(null);
    try {
      const result = await run('testing', () =>
        service.test({ ...(credential ? { id: credential.id } : {}), type: type.name, data: dataToSave(properties, values) }),
      );
      if (result) setOutcome(testOutcome(result));
    } catch (error) {
      setOutcome({ ok: false, title: 'Could not test the credential', message: failure(error) });
    }
  };

  const remove = async () => {
    if (!credential) return;
    const deleted = await run('deleting', () => deleteCredential({ credentials: service, confirm, notifications }, credential));
    if (deleted) close();
  };

  const connect = async () => {
    if (!oauth) return;
    setOutcome(null);
    // The flow needs the credential saved as it is now: the server reads its settings.
    const id = credential && !dirty ? credential.id : (await persist())?.id;
    if (!id) return;
    const version = oauth === 'oAuth1' ? 1 : 2;
    const wasConnected = isConnected(credential?.data);
    await run('connecting', async () => {
      try {
        const result = await runOAuthPopup(await service.oauthAuthorizationUrl(id, version));
        if (result === 'blocked') {
          setOutcome({ ok: false, title: 'The sign-in window was blocked', message: 'Allow pop-up windows for this site and try again.' });
          return;
        }
        // The server is the judge: the popup's message can be lost when the window closes at once.
        const fresh = await service.get(id);
        const nowConnected = isConnected(fresh.data);
        setCredential(fresh);
        setValues((v) => ({ ...v, oauthTokenData: fresh.data?.['oauthTokenData'] }));
        if (result === 'error') {
          setOutcome({
            ok: false,
            title: 'The account could not be connected',
            message: 'The provider or the server refused the sign-in; the sign-in window says why.',
          });
        } else if (result === 'success' || (nowConnected && !wasConnected)) {
          setOutcome(
            nowConnected
              ? { ok: true, title: 'Account connected', message: 'The account is connected and ready to use.' }
              : { ok: false, title: 'The account could not be connected', message: 'The sign-in window closed without a connection.' },
          );
        }
      } catch (error) {
        setOutcome({ ok: false, title: 'The account could not be connected', message: failure(error) });
      }
    });
  };

  const connected = isConnected(credential?.data) || isConnected(values);
  return {
    stage,
    loadError,
    credential,
    type,
    properties,
    oauth,
    name,
    values,
    sharees,
    dirty,
    busy,
    outcome,
    connected,
    permissions,
    sharingEnabled,
    userId: user?.id,
    chooseType,
    setName,
    setValue: (key, value) => setValues((v) => ({ ...v, [key]: value })),
    setSharees,
    save,
    test,
    remove,
    connect,
  };
}

/** The banner of a test result. */
export function testOutcome(result: CredentialTestResult): Outcome {
  return result.status === 'OK'
    ? { ok: true, title: 'Connection tested successfully', message: result.message }
    : { ok: false, title: 'Couldn’t connect with these settings', message: result.message };
}

const NO_USER$ = of(null);

/** The signed-in user's service, when the auth plugin runs (it does in the editor). */
function useOptionalAuth() {
  return useKernel().services.getOptional(IAuthService) ?? null;
}
