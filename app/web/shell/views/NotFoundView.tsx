import { Link } from 'wouter';

/** Unknown routes (NotFoundView). */
export function NotFoundView() {
  return (
    <section className="placeholder" aria-labelledby="not-found-title">
      <p className="placeholder__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="placeholder__title">
        Page not found
      </h1>
      <p className="placeholder__text">The page you are looking for does not exist or has moved.</p>
      <Link href="/workflows" className="button button--primary">
        Go to workflows
      </Link>
    </section>
  );
}
