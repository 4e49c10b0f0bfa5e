import { ArrowLeft } from 'lucide-react';
import type { ViewProps } from '@sdk';
import { useService } from '@sdk/react';
import { ITemplatesService } from '../api';
import { useTemplatesSwitch, AppLink, Description, HostProblem, NodeIcons, TemplateCard } from './parts';
import { useLoad } from './use-load';

/** TemplatesCollectionView (`/collections/:id`): the collection's description, nodes and templates. */
export function TemplatesCollectionView({ params }: ViewProps) {
  const service = useService(ITemplatesService);
  const id = Number(params['id']);
  const templates = useTemplatesSwitch();
  const { loaded, reload } = useLoad(() => service.collection(id), String(id), templates === 'enabled');

  if (!service.enabled)
    return (
      <section className="sy-list-page tp-page">
        <HostProblem state="disabled" />
      </section>
    );

  return (
    <section className="sy-list-page tp-page" aria-labelledby="tp-title" aria-busy={loaded.state === 'loading'}>
      <AppLink to="/templates" className="tp-back">
        <ArrowLeft size={16} aria-hidden="true" /> Templates
      </AppLink>
      {loaded.state === 'loading' && (
        <p className="tp-status" role="status">
          Loading the collection…
        </p>
      )}
      {loaded.state === 'error' && (
        <HostProblem state="error" detail={`Could not load the collection: ${loaded.message}`} onRetry={reload} />
      )}
      {loaded.state === 'ready' && (
        <>
          <header className="tp-detail__header">
            <p className="tp-kicker">Collection</p>
            <h1 id="tp-title" className="sy-list-page__title">
              {loaded.value.name}
            </h1>
          </header>
          <div className="tp-detail">
            <div className="tp-detail__main">
              {loaded.value.description && <Description markdown={loaded.value.description} />}
              <h2 className="tp-section-title">
                Workflows <span className="tp-count">{loaded.value.workflows.length}</span>
              </h2>
              <ul className="tp-cards" aria-label="Templates in this collection">
                {loaded.value.workflows.map((template) => (
                  <TemplateCard key={template.id} template={template} />
                ))}
              </ul>
            </div>
            <aside className="tp-detail__side" aria-labelledby="tp-nodes-title">
              <h2 id="tp-nodes-title" className="tp-side-title">
                Nodes used
              </h2>
              <NodeList nodes={loaded.value.nodes} />
              {loaded.value.categories && loaded.value.categories.length > 0 && (
                <>
                  <h2 className="tp-side-title">Categories</h2>
                  <CategoryPills categories={loaded.value.categories} />
                </>
              )}
            </aside>
          </div>
        </>
      )}
    </section>
  );
}

/** Each node with its icon and name. */
export function NodeList({ nodes }: { nodes: Parameters<typeof NodeIcons>[0]['nodes'] }) {
  return (
    <ul className="tp-node-list">
      {nodes.map((node) => (
        <li key={node.name}>
          <NodeIcons nodes={[node]} size={16} />
          <span>{node.displayName}</span>
        </li>
      ))}
    </ul>
  );
}

/** Categories as links to the search filtered by each. */
export function CategoryPills({ categories }: { categories: ReadonlyArray<{ id: number; name: string }> }) {
  return (
    <ul className="tp-pills">
      {categories.map((category) => (
        <li key={category.id}>
          <AppLink to={`/templates?categories=${category.id}`} className="tp-pill">
            {category.name}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
