/** What the SSO form checks before saving, field by field. */
import type { SamlConfigInput } from './api';

/** Where the IdP metadata comes from on the form. */
export type MetadataSource = 'url' | 'xml';

/** The problems of `draft` (field → message); empty when it can be saved. */
export function samlProblems(draft: SamlConfigInput, source: MetadataSource): Partial<Record<string, string>> {
  const problems: Partial<Record<string, string>> = {};
  if (source === 'url') {
    if (draft.metadataUrl.trim() === '') problems['metadataUrl'] = 'Enter the URL of the identity provider metadata.';
    else if (!/^https?:\/\/\S+$/i.test(draft.metadataUrl.trim())) problems['metadataUrl'] = 'Enter an http(s) URL.';
  } else if (draft.metadata.trim() === '') {
    problems['metadata'] = 'Paste the identity provider metadata XML.';
  } else if (!draft.metadata.includes('EntityDescriptor')) {
    problems['metadata'] = 'This is not SAML metadata: it has no EntityDescriptor.';
  }
  if (draft.mapping.email.trim() === '') problems['email'] = 'Name the attribute that holds the e-mail address.';
  return problems;
}

/** What is sent: the chosen metadata source only (the server fetches a URL). */
export function toSaved(draft: SamlConfigInput, source: MetadataSource): SamlConfigInput {
  return source === 'url' ? { ...draft, metadataUrl: draft.metadataUrl.trim() } : { ...draft, metadataUrl: '' };
}
