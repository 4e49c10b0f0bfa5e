import { useMemo } from 'react';
import { ExternalLink, ShieldAlert, TriangleAlert } from 'lucide-react';
import { relativeTime, sanitizeHtml, type ModalProps } from '@sdk';
import { useObservable, useService } from '@sdk/react';
import { IVersionNoticesService, type ReleaseVersion } from '../api';

function ReleaseCard({ release }: { release: ReleaseVersion }) {
  const description = useMemo(() => (release.description ? sanitizeHtml(release.description) : ''), [release.description]);
  return (
    <li className="vn-release" aria-label={`Version ${release.name}`}>
      <header className="vn-release__head">
        <h3 className="vn-release__name">Version {release.name}</h3>
        <span className="vn-release__date">Released {relativeTime(release.createdAt)}</span>
      </header>
      {(release.hasSecurityFix || release.hasBreakingChange) && (
        <p className="vn-badges">
          {release.hasSecurityFix && (
            <span className="vn-badge vn-badge--security">
              <ShieldAlert size={13} aria-hidden="true" /> Security fix
            </span>
          )}
          {release.hasBreakingChange && (
            <span className="vn-badge vn-badge--breaking">
              <TriangleAlert size={13} aria-hidden="true" /> Breaking changes
            </span>
          )}
        </p>
      )}
      {/* The list's HTML is sanitized: only text formatting and links survive. */}
      {description && <div className="vn-release__description" dangerouslySetInnerHTML={{ __html: description }} />}
      {release.nodes && release.nodes.length > 0 && (
        <p className="vn-release__nodes">New or changed nodes: {release.nodes.map((node) => node.displayName || node.name).join(', ')}</p>
      )}
      {release.documentationUrl && (
        <a className="vn-link" href={release.documentationUrl} target="_blank" rel="noopener noreferrer">
          Release notes <ExternalLink size={13} aria-hidden="true" />
        </a>
      )}
    </li>
  );
}

/** The versions modal: the releases newer than this instance, newest first, and how to update. */
export function VersionsModal(_props: ModalProps) {
  const service = useService(IVersionNoticesService);
  const notices = useObservable(service.notices$, service.notices);
  if (!notices || notices.newer.length === 0) {
    return <p className="vn-lead">Switchyard {notices?.current ?? ''} is the newest version.</p>;
  }
  const count = notices.newer.length;
  return (
    <div className="vn">
      <p className="vn-lead">
        You are on {notices.current}, {count} {count === 1 ? 'version' : 'versions'} behind the newest, {notices.newer[0]?.name}.
      </p>
      <ul className="vn-releases" aria-label="Newer versions">
        {notices.newer.map((release) => (
          <ReleaseCard key={release.name} release={release} />
        ))}
      </ul>
      {notices.infoUrl && (
        <footer className="vn-footer">
          <a className="vn-link" href={notices.infoUrl} target="_blank" rel="noopener noreferrer">
            How to update Switchyard <ExternalLink size={13} aria-hidden="true" />
          </a>
        </footer>
      )}
    </div>
  );
}
