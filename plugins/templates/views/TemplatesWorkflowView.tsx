import { useEffect } from 'react';
import { ArrowLeft, Download } from 'lucide-react';
import { importWorkflow, INavigationService, type ViewProps } from '@sdk';
import { useKernel, useService, useView } from '@sdk/react';
import { CANVAS_VIEWS, ICanvasService } from '@plugins/canvas/api';
import { ITemplatesService, type TemplateDetail } from '../api';
import { useTemplatesSwitch, AppLink, Byline, Description, HostProblem } from './parts';
import { CategoryPills, NodeList } from './TemplatesCollectionView';
import { useLoad } from './use-load';

/** Shows the template's workflow on the read-only canvas, expressions disabled as in WorkflowDemo. */
function Preview({ template }: { template: TemplateDetail }) {
  const kernel = useKernel();
  const canvas = useService(ICanvasService);
  const WorkflowCanvas = useView(CANVAS_VIEWS.workflowCanvas);
  useEffect(() => {
    const key = kernel.contextKeys.set('expressionsDisabled', true);
    try {
      const { document } = importWorkflow({ name: template.name, ...template.workflow });
      // No id: going back to the editor loads the open workflow afresh instead of this one.
      kernel.bus.load({ ...document, id: null }, 'template-preview');
      canvas.zoomToFit();
    } catch {
      // An unreadable workflow shows an empty canvas; "Use this workflow" reports the problem.
    }
    return () => key.dispose();
  }, [kernel, canvas, template]);
  if (!WorkflowCanvas) return <p className="tp-status">The canvas is not available in this build.</p>;
  return (
    <div className="tp-preview" role="region" aria-label="Workflow preview">
      <WorkflowCanvas readOnly className="tp-preview__canvas" />
    </div>
  );
}

/**
 * TemplatesWorkflowView (`/templates/:id`): the template's name, creator, description and
 * nodes, its workflow on the real canvas (read-only), and "Use this workflow".
 */
export function TemplatesWorkflowView({ params }: ViewProps) {
  const service = useService(ITemplatesService);
  const navigation = useService(INavigationService);
  const id = Number(params['id']);
  const templates = useTemplatesSwitch();
  const { loaded, reload } = useLoad(() => service.workflow(id), String(id), templates === 'enabled');

  if (!service.enabled)
    return (
      <section className="sy-list-page tp-page">
        <HostProblem state="disabled" />
      </section>
    );

  return (
    <section className="sy-list-page tp-page tp-page--wide" aria-labelledby="tp-title" aria-busy={loaded.state === 'loading'}>
      <AppLink to="/templates" className="tp-back">
        <ArrowLeft size={16} aria-hidden="true" /> Templates
      </AppLink>
      {loaded.state === 'loading' && (
        <p className="tp-status" role="status">
          Loading the template…
        </p>
      )}
      {loaded.state === 'error' && <HostProblem state="error" detail={`Could not load the template: ${loaded.message}`} onRetry={reload} />}
      {loaded.state === 'ready' && (
        <>
          <header className="tp-detail__header tp-detail__header--actions">
            <div>
              <p className="tp-kicker">Template</p>
              <h1 id="tp-title" className="sy-list-page__title">
                {loaded.value.name}
              </h1>
              <Byline template={loaded.value} />
            </div>
            <button type="button" className="button button--primary" onClick={() => navigation.navigate(`/workflows/templates/${id}`)}>
              <Download size={16} aria-hidden="true" /> Use this workflow
            </button>
          </header>
          <Preview template={loaded.value} />
          <div className="tp-detail">
            <div className="tp-detail__main">{loaded.value.description && <Description markdown={loaded.value.description} />}</div>
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
