import { CircleAlert } from 'lucide-react';

/** How the error view helps with the node's single credential type. */
export interface CredentialHelp {
  /** The credential type's display name, e.g. 'Postgres'. */
  readonly typeName: string;
  /** The selected credential's name, or null when none is set. */
  readonly credentialName: string | null;
  /** Opens the selected credential, or the new-credential modal when none is set. */
  open(): void;
}

/**
 * Why the list could not load: a title, the
 * server's message and, when the node has exactly one credential type, a link that
 * opens that credential (or creates one when none is set).
 */
export function ListErrorView({ message, credentialHelp }: { message: string; credentialHelp: CredentialHelp | null }) {
  const missing = credentialHelp !== null && credentialHelp.credentialName === null;
  return (
    <div className="sy-rld__error" role="alert">
      <CircleAlert size={18} aria-hidden="true" className="sy-rld__error-icon" />
      <div>
        <p className="sy-rld__error-title">
          {missing ? `Please add your ${credentialHelp.typeName} credential` : 'Could not load the list'}
        </p>
        <p className="sy-rld__error-message">
          {missing ? 'The list comes from the service this node connects to, so it needs a credential first.' : message}
        </p>
        {credentialHelp && (
          <button type="button" className="sy-rld__error-link" onClick={credentialHelp.open}>
            {credentialHelp.credentialName === null
              ? `Add a ${credentialHelp.typeName} credential`
              : `Check the credential “${credentialHelp.credentialName}”`}
          </button>
        )}
      </div>
    </div>
  );
}
