import { useEffect, useState } from 'react';
import { IRestApi, type IWorkflowSettings } from '@sdk';
import { useService } from '@sdk/react';

/** What the dialog shows besides the form: the workflow, the other workflows, the timezones. */
export interface SettingsSources {
  readonly workflow: { readonly name: string; readonly versionId: string | null; readonly settings: IWorkflowSettings };
  readonly workflows: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  readonly timezones: Readonly<Record<string, string>>;
}

/** Loads the workflow's stored settings, the workflows to pick an error workflow from and the timezones. */
export function useSettingsSources(workflowId: string | undefined): { sources: SettingsSources | null; error: string | null } {
  const rest = useService(IRestApi);
  const [sources, setSources] = useState<SettingsSources | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!workflowId) {
      setError('Save the workflow first: its settings are stored with it.');
      return;
    }
    let live = true;
    const id = encodeURIComponent(workflowId);
    Promise.all([
      rest.get<{ name: string; versionId?: string | null; settings?: IWorkflowSettings | null }>(`/workflows/${id}`),
      rest.get<Array<{ id: string; name: string }>>('/workflows'),
      rest.get<Record<string, string>>('/options/timezones'),
    ]).then(
      ([workflow, workflows, timezones]) => {
        if (!live) return;
        setSources({
          workflow: { name: workflow.name, versionId: workflow.versionId ?? null, settings: workflow.settings ?? {} },
          workflows: workflows.map((w) => ({ id: w.id, name: w.name })).sort((a, b) => a.name.localeCompare(b.name)),
          timezones,
        });
      },
      (failure: unknown) => live && setError(failure instanceof Error ? failure.message : 'The settings could not be loaded.'),
    );
    return () => {
      live = false;
    };
  }, [rest, workflowId]);
  return { sources, error };
}
