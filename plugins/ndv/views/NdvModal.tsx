import type { ModalProps } from '@sdk';
import { NdvView } from './NdvView';

/** Data of the 'ndv' modal. */
export interface NdvModalData {
  readonly nodeId: string;
  /** The node was just added: issues show field by field as the user leaves them. */
  readonly justAdded?: boolean;
}

/** The node details view in the shell's modal stack: Escape closes it, as does 'Back to canvas'. */
export function NdvModal({ data, close }: ModalProps<NdvModalData>) {
  return <NdvView nodeId={data.nodeId} justAdded={data.justAdded === true} onClose={close} />;
}
