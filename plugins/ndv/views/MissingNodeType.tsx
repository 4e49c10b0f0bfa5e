import { communityPackageSearchUrl, nodePackageOf, type NodeTypeIssue } from '@sdk';

/**
 * What the parameters tab shows for a node whose type or version is not installed: why it
 * cannot run, which package it comes from, and, for a community package, where to find it.
 * The node's settings are kept as they are either way.
 */
export function MissingNodeType({ type, issue }: { type: string; issue: NodeTypeIssue | null }) {
  const pack = issue?.kind === 'version' ? null : nodePackageOf(type);
  if (pack?.community) {
    return (
      <div className="sy-ndv-main__type-issue" role="alert">
        <p className="sy-ndv-main__type-issue-title">Install this node to use it</p>
        <p className="sy-ndv-main__description">
          This node is not currently installed. It is part of the <strong>{pack.name}</strong> community package. Its parameters cannot be
          shown or run until the package is installed; they are kept as they are.
        </p>
        <a className="sy-btn sy-btn--primary" href={communityPackageSearchUrl(pack.name)} target="_blank" rel="noopener noreferrer">
          Search community nodes
        </a>
      </div>
    );
  }
  const from = pack ? ` It comes from the ${pack.name} package, which this version of Switchyard does not include.` : '';
  return (
    <p className="sy-ndv-main__description sy-ndv-main__type-issue" role="alert">
      {issue?.message ?? `The node type “${type}” is not installed.`}
      {issue?.kind === 'version' ? '' : from} Its parameters cannot be shown here.
    </p>
  );
}
