import { useEffect } from 'react';
import { IModalService, type ModalProps } from '@sdk';
import { useObservable, useService } from '@sdk/react';
import { CREDENTIAL_MODALS, ICredentialsService, type SelectCredentialModalData } from '../api';
import { TypePicker } from './TypePicker';

/**
 * The select credential modal ('create new' from a list): pick the app or service, then
 * the edit credential modal opens in mode new with that type.
 */
export function SelectCredentialModal({ data, close }: ModalProps<SelectCredentialModalData | undefined>) {
  const service = useService(ICredentialsService);
  const modals = useService(IModalService);
  const all = useObservable(service.types$, null);
  const only = data?.types;
  useEffect(() => {
    if (all === null) service.loadTypes().catch(() => undefined);
  }, [service, all]);
  const types = all && only ? all.filter((t) => only.includes(t.name)) : all;
  return (
    <TypePicker
      types={types}
      onCancel={close}
      onContinue={(credentialType) => {
        close();
        modals.open(CREDENTIAL_MODALS.edit, { mode: 'new', credentialType });
      }}
    />
  );
}
