import { useCallback, useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { INavigationService, ISettingsService, markdownToHtml } from '@sdk';
import { NodeIcon, useObservable, useService } from '@sdk/react';
import { ITemplatesService, type TemplateNode, type TemplateSummary } from '../api';
import { sanitizeDescription } from './sanitize-description';

/** An in-app link that navigates through INavigationService (new tabs still work). */
export function AppLink({
  to,
  children,
  className,
  ariaLabel,
}: {
  to: string;
  children: ReactNode;
  className?: string;
  ariaLabel?: string;
}) {
  const navigation = useService(INavigationService);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigation.navigate(to);
  };
  return (
    <a href={to} className={className} onClick={onClick} aria-label={ariaLabel}>
      {children}
    </a>
  );
}

/** The nodes' icons, at most `max` and then "+N"; the names are in the accessible label and titles. */
export function NodeIcons({ nodes, max = 5, size = 18 }: { nodes: readonly TemplateNode[]; max?: number; size?: number }) {
  const shown = nodes.slice(0, max);
  const rest = nodes.length - shown.length;
  return (
    <span className="tp-icons" role="img" aria-label={`Nodes: ${nodes.map((n) => n.displayName).join(', ')}`}>
      {shown.map((node) => (
        <span key={node.name} className="tp-icons__icon" title={node.displayName}>
          <NodeIcon
            source={{ name: node.name, displayName: node.displayName, icon: node.icon, iconColor: node.defaults?.color }}
            size={size}
          />
        </span>
      ))}
      {rest > 0 && <span className="tp-icons__more">+{rest}</span>}
    </span>
  );
}

/** "by <creator> · <date>". */
export function Byline({ template }: { template: Pick<TemplateSummary, 'user' | 'createdAt'> }) {
  const date = new Date(template.createdAt);
  const day = Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
  return (
    <span className="tp-byline">
      {template.user?.username ? `by ${template.user.username}` : null}
      {template.user?.username && day ? ' · ' : null}
      {day}
    </span>
  );
}

/** A template as a card: name, node icons, creator and date; the whole card opens it. */
export function TemplateCard({ template }: { template: TemplateSummary }) {
  return (
    <li className="tp-card">
      <AppLink to={`/templates/${template.id}`} className="tp-card__link">
        <span className="tp-card__name">{template.name}</span>
        <span className="tp-card__meta">
          <Byline template={template} />
          <NodeIcons nodes={template.nodes} />
        </span>
      </AppLink>
    </li>
  );
}

/** Markdown from the host, rendered and sanitised (the host may be anyone's). */
export function Description({ markdown, className }: { markdown: string; className?: string }) {
  const html = useMemo(() => sanitizeDescription(markdownToHtml(markdown, { untrusted: true })), [markdown]);
  return <div className={`tp-markdown ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Where the host stands for a view: checking, reachable, unreachable, or templates off. */
export type HostState = 'checking' | 'ok' | 'unreachable' | 'disabled';

/** Whether templates are on: 'loading' until the settings are there. */
export function useTemplatesSwitch(): 'loading' | 'disabled' | 'enabled' {
  const settings = useService(ISettingsService);
  const value = useObservable(settings.settings$, settings.settings);
  if (!value) return 'loading';
  return value.templates.enabled ? 'enabled' : 'disabled';
}

/** Checks the host's health once templates are known to be on, and again on `retry`. */
export function useHostHealth(): { state: HostState; retry: () => void } {
  const service = useService(ITemplatesService);
  const templates = useTemplatesSwitch();
  const [state, setState] = useState<HostState>('checking');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (templates !== 'enabled') {
      setState(templates === 'disabled' ? 'disabled' : 'checking');
      return;
    }
    let live = true;
    setState('checking');
    void service.checkHealth().then((ok) => live && setState(ok ? 'ok' : 'unreachable'));
    return () => {
      live = false;
    };
  }, [service, templates, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

/** The catalogue cannot be reached (or templates are off): what happened and what to do. */
export function HostProblem({
  state,
  onRetry,
  detail,
}: {
  state: 'unreachable' | 'disabled' | 'error';
  onRetry?: () => void;
  detail?: string;
}) {
  const service = useService(ITemplatesService);
  if (state === 'disabled') {
    return (
      <section className="tp-problem" aria-labelledby="tp-problem-title">
        <h2 id="tp-problem-title">Templates are turned off</h2>
        <p>This instance does not show templates (N8N_TEMPLATES_ENABLED is false).</p>
      </section>
    );
  }
  return (
    <section className="tp-problem" role="alert" aria-labelledby="tp-problem-title">
      <AlertTriangle size={28} aria-hidden="true" className="tp-problem__icon" />
      <h2 id="tp-problem-title">The template catalogue is unreachable</h2>
      <p>
        {detail ?? (
          <>
            The templates host <code>{service.host}</code> did not answer. Check the network or the N8N_TEMPLATES_HOST setting, then try
            again.
          </>
        )}
      </p>
      {onRetry && (
        <button type="button" className="button button--primary" onClick={onRetry}>
          <RefreshCw size={16} aria-hidden="true" /> Retry
        </button>
      )}
    </section>
  );
}
