import { fullDate, personName } from '../list-model';
import type { CredentialEditor } from './use-credential-editor';

/** The Details tab: id, type, owner and dates of a saved credential. */
export function DetailsTab({ editor }: { editor: CredentialEditor }) {
  const c = editor.credential;
  if (!c) return <p className="cred-muted">Details appear once the credential is saved.</p>;
  return (
    <dl className="facts cred-details">
      <dt>ID</dt>
      <dd>
        <code>{c.id}</code>
      </dd>
      <dt>Type</dt>
      <dd>
        {editor.type?.displayName} (<code>{c.type}</code>)
      </dd>
      <dt>Owner</dt>
      <dd>{personName(c.ownedBy) || '—'}</dd>
      <dt>Created</dt>
      <dd>{fullDate(c.createdAt) || '—'}</dd>
      <dt>Last updated</dt>
      <dd>{fullDate(c.updatedAt) || '—'}</dd>
    </dl>
  );
}
