/**
 * The error view's credential link: offered when the node type has exactly
 * one credential type; it opens the selected credential, or the new-credential modal for
 * that type when none is selected.
 *
 * @module
 */
import { useMemo } from 'react';
import type { EditedNode, useKernel } from '@sdk/react';
import { INodeTypesService } from '@plugins/node-types/api';
import { CREDENTIAL_COMMANDS, ICredentialsService } from '@plugins/credentials/api';
import type { CredentialHelp } from './ListErrorView';

/** The help, or null when the node has none or several credential types. */
export function useCredentialHelp(node: EditedNode, kernel: ReturnType<typeof useKernel>): CredentialHelp | null {
  return useMemo(() => {
    const description = kernel.services.getOptional(INodeTypesService)?.get(node.type, node.typeVersion);
    const types = description?.credentials ?? [];
    if (types.length !== 1) return null;
    const typeName = types[0]!.name;
    const displayName = kernel.services.getOptional(ICredentialsService)?.getType(typeName)?.displayName ?? typeName;
    const selected = node.credentials?.[typeName];
    const id = selected?.id ?? null;
    return {
      typeName: displayName,
      credentialName: id ? selected?.name || displayName : null,
      open: () =>
        void (id
          ? kernel.commands.execute(CREDENTIAL_COMMANDS.open, { id })
          : kernel.commands.execute(CREDENTIAL_COMMANDS.create, { credentialType: typeName })),
    };
  }, [kernel, node.type, node.typeVersion, node.credentials]);
}
