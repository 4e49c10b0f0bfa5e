import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ICredentialsResponse, ICredentialType, IUserResponse } from '@sdk';
import { visibleName } from '@sdk';
import { relativeTime } from '@sdk';
import { fullDate, ownerLabel } from '../list-model';
import { readOnlyReason, type CredentialPermissions } from '../permissions';
import { Glyph } from './glyphs';
import { TypeIcon } from './TypeIcon';

/** Props of one card of the credentials list. */
export interface CredentialCardProps {
  readonly credential: ICredentialsResponse;
  readonly type: ICredentialType | undefined;
  readonly user: IUserResponse | null;
  readonly permissions: CredentialPermissions;
  onOpen(): void;
  onDelete(): void;
  onShare?: () => void;
}

/**
 * A credential in the list: type badge, name, type, owner and last update; the card opens
 * the edit modal, its menu offers Open, Share and Delete as the user's permissions allow.
 */
export function CredentialCard({ credential, type, user, permissions, onOpen, onDelete, onShare }: CredentialCardProps) {
  const owner = ownerLabel(credential, user);
  const sharedWithMe = permissions.isSharee && !permissions.isOwner;
  const sharedCount = credential.sharedWith?.length ?? 0;
  return (
    <li className="cred-card" aria-label={credential.name}>
      <button type="button" className="cred-card__open" onClick={onOpen} aria-label={`Open ${credential.name}`}>
        <TypeIcon type={type} fallbackName={credential.type} />
        <span className="cred-card__body">
          <span className="cred-card__name">{visibleName(credential.name)}</span>
          <span className="cred-card__meta">
            <span>{type?.displayName ?? credential.type}</span>
            <span aria-hidden="true">·</span>
            <span title={fullDate(credential.updatedAt)}>Last updated {relativeTime(credential.updatedAt)}</span>
            <span aria-hidden="true">·</span>
            <span title={fullDate(credential.createdAt)}>Created {fullDate(credential.createdAt).replace(/,.*$/, '') || 'unknown'}</span>
          </span>
        </span>
      </button>
      <span className="cred-card__side">
        {sharedWithMe && <span className="cred-pill cred-pill--info">Shared with you</span>}
        {!sharedWithMe && sharedCount > 0 && (
          <span className="cred-pill" title={`Shared with ${sharedCount} ${sharedCount === 1 ? 'person' : 'people'}`}>
            <Glyph name="share" size={13} /> {sharedCount}
          </span>
        )}
        {!permissions.save && (
          <span className="cred-pill" title={readOnlyReason(credential)}>
            <Glyph name="lock" size={13} /> Read only
          </span>
        )}
        <span className="cred-card__owner" title="Owner">
          <Glyph name="user" size={14} /> {owner}
        </span>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger className="icon-button" aria-label={`Actions for ${credential.name}`}>
            <Glyph name="more" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className="cred-menu" align="end" sideOffset={4}>
              <DropdownMenu.Item className="cred-menu__item" onSelect={onOpen}>
                Open
              </DropdownMenu.Item>
              {onShare && (
                <DropdownMenu.Item className="cred-menu__item" disabled={!permissions.updateSharing} onSelect={onShare}>
                  Share…
                </DropdownMenu.Item>
              )}
              <DropdownMenu.Separator className="cred-menu__separator" />
              <DropdownMenu.Item className="cred-menu__item cred-menu__item--danger" disabled={!permissions.delete} onSelect={onDelete}>
                Delete
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </span>
    </li>
  );
}
