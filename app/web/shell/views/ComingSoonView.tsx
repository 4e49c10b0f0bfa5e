import { Icon } from '../layout/Icon';

/**
 * The fake-door page: a feature we are gauging interest in. The
 * button records interest through telemetry rather than pretending to work.
 */
export function ComingSoonView({ feature, onInterest }: { feature: string; onInterest: () => void }) {
  return (
    <section className="placeholder" aria-labelledby="coming-soon-title">
      <div className="placeholder__art" aria-hidden="true">
        <Icon name="sparkles" size={40} />
      </div>
      <h1 id="coming-soon-title" className="placeholder__title">
        {feature} are coming soon
      </h1>
      <p className="placeholder__text">Move workflows between development, staging and production instances with review and history.</p>
      <button type="button" className="button button--primary" onClick={onInterest}>
        Tell me when it is ready
      </button>
    </section>
  );
}
