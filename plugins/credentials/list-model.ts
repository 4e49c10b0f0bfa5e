/**
 * What the credentials list shows: search over name, type and owner, the sort orders, and
 * the owner and date texts of a card.
 */
import type { ICredentialsResponse, ISharee, IUserResponse } from '@sdk';
import type { SortOrder } from './ui-state';

/** A user's display name: first and last name, else the e-mail, else ''. */
export function personName(person: ISharee | IUserResponse | null | undefined): string {
  if (!person) return '';
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email || '';
}

/** The owner text of a card: 'You' for the user's own credentials. */
export function ownerLabel(credential: ICredentialsResponse, user: IUserResponse | null | undefined): string {
  const owner = credential.ownedBy;
  if (!owner || (user && owner.id === user.id)) return 'You';
  return personName(owner) || 'Another user';
}

const normalise = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * The credentials matching `search` (every word must appear in the name, the type's
 * display name or the owner's name), in `sort` order.
 */
export function filterAndSort(
  credentials: readonly ICredentialsResponse[],
  search: string,
  sort: SortOrder,
  typeName: (type: string) => string,
): ICredentialsResponse[] {
  const words = normalise(search).split(/\s+/).filter(Boolean);
  const matches = credentials.filter((c) => {
    if (words.length === 0) return true;
    const haystack = normalise(`${c.name} ${typeName(c.type)} ${c.type} ${personName(c.ownedBy)}`);
    return words.every((w) => haystack.includes(w));
  });
  const byName = (a: ICredentialsResponse, b: ICredentialsResponse) =>
    a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });
  const time = (c: ICredentialsResponse) => Date.parse(c.updatedAt) || 0;
  switch (sort) {
    case 'nameAsc':
      return matches.sort(byName);
    case 'nameDesc':
      return matches.sort((a, b) => byName(b, a));
    default:
      return matches.sort((a, b) => time(b) - time(a) || byName(a, b));
  }
}

/** A full date for a tooltip: '24 Nov 2026, 02:31'. */
export function fullDate(iso: string | undefined): string {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return '';
  return at.toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
