import { useEffect, useState } from 'react';
import { INavigationService, type ViewProps } from '@sdk';
import { useService } from '@sdk/react';
import { IWorkflowEditorService } from '@plugins/workflow-editor/api';
import { ITemplatesService } from '../api';
import { AppLink, HostProblem, useTemplatesSwitch } from './parts';

/**
 * WorkflowTemplate (`/workflows/templates/:id`): fetches the template's workflow, opens it as a
 * new unsaved workflow and continues to the editor at `/workflow/new?templateId=<id>`, whose
 * first save records the template id (spec §2).
 */
export function WorkflowTemplateView({ params }: ViewProps) {
  const service = useService(ITemplatesService);
  const editor = useService(IWorkflowEditorService);
  const navigation = useService(INavigationService);
  const id = params['id'] ?? '';
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const templates = useTemplatesSwitch();

  useEffect(() => {
    if (templates !== 'enabled') return;
    let live = true;
    setError(null);
    service
      .workflowData(Number(id))
      .then(async (template) => {
        if (!live) return;
        await editor.openNew({ templateId: String(template.id), workflow: { ...template.workflow, name: template.name } });
        if (live) navigation.navigate(`/workflow/new?templateId=${encodeURIComponent(String(template.id))}`, { replace: true });
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [service, editor, navigation, id, attempt, templates]);

  if (templates === 'disabled') {
    return (
      <section className="sy-list-page tp-page">
        <HostProblem state="disabled" />
      </section>
    );
  }
  return (
    <section className="sy-list-page tp-page" aria-busy={error === null}>
      {error === null ? (
        <p className="tp-status" role="status">
          Opening the template…
        </p>
      ) : (
        <>
          <HostProblem state="error" detail={`Could not open the template: ${error}`} onRetry={() => setAttempt((n) => n + 1)} />
          <AppLink to={`/templates/${id}`} className="tp-back">
            Back to the template
          </AppLink>
        </>
      )}
    </section>
  );
}
