import { useMemo } from 'react';
import { IConfirmService, INotificationService, IRestApi, type IExecutionSummary } from '@sdk';
import { useService } from '@sdk/react';
import { deleteExecutions, deleteMatching, retryExecution, stopExecution } from '../executions-rest';
import type { ExecutionQueryFilter } from '../list-model';

/** What the list and the preview can do with executions; each asks/reports to the user itself. */
export interface ExecutionActions {
  /** Deletes after a confirm; resolves the ids deleted (empty when declined or failed). */
  remove(ids: readonly string[]): Promise<readonly string[]>;
  /** Deletes everything the filter matches after a confirm; resolves whether it ran. */
  removeMatching(filter: ExecutionQueryFilter, count: number): Promise<boolean>;
  /** Retries with the original workflow or the currently saved one; resolves whether it was sent. */
  retry(execution: IExecutionSummary, loadWorkflow: boolean): Promise<boolean>;
  /** Stops a running or waiting execution. */
  stop(execution: IExecutionSummary): Promise<boolean>;
}

/** The actions, bound to the shell's REST client, confirm dialog and toasts. */
export function useExecutionActions(): ExecutionActions {
  const rest = useService(IRestApi);
  const confirm = useService(IConfirmService);
  const notifications = useService(INotificationService);
  return useMemo<ExecutionActions>(
    () => ({
      async remove(ids) {
        if (ids.length === 0) return [];
        const what = ids.length === 1 ? `execution ${ids[0]}` : `${ids.length} executions`;
        const ok = await confirm.confirm(`Delete ${what}? This cannot be undone.`, {
          title: 'Delete executions',
          confirmButtonText: 'Delete',
          danger: true,
        });
        if (!ok) return [];
        try {
          const { deleted } = await deleteExecutions(rest, ids);
          notifications.showMessage({
            type: 'success',
            title: 'Executions deleted',
            message: `${deleted} execution${deleted === 1 ? '' : 's'} deleted.`,
          });
          return ids;
        } catch (e) {
          notifications.showError(e, 'Problem deleting executions');
          return [];
        }
      },
      async removeMatching(filter, count) {
        const ok = await confirm.confirm(
          `Delete all ${count} execution${count === 1 ? '' : 's'} matching the current filter? This cannot be undone.`,
          {
            title: 'Delete all matching executions',
            confirmButtonText: 'Delete all',
            danger: true,
          },
        );
        if (!ok) return false;
        try {
          const { deleted } = await deleteMatching(rest, filter);
          notifications.showMessage({
            type: 'success',
            title: 'Executions deleted',
            message: `${deleted} execution${deleted === 1 ? '' : 's'} deleted.`,
          });
          return true;
        } catch (e) {
          notifications.showError(e, 'Problem deleting executions');
          return false;
        }
      },
      async retry(execution, loadWorkflow) {
        try {
          const finished = await retryExecution(rest, execution.id, loadWorkflow);
          notifications.showMessage(
            finished
              ? { type: 'success', title: 'Retry successful', message: `Execution ${execution.id} was retried successfully.` }
              : { type: 'error', title: 'Retry unsuccessful', message: `The retry of execution ${execution.id} failed again.` },
          );
          return true;
        } catch (e) {
          notifications.showError(e, 'Problem retrying the execution');
          return false;
        }
      },
      async stop(execution) {
        try {
          await stopExecution(rest, execution.id);
          notifications.showMessage({ type: 'success', title: 'Execution stopped', message: `Execution ${execution.id} was stopped.` });
          return true;
        } catch (e) {
          notifications.showError(e, 'Problem stopping the execution');
          return false;
        }
      },
    }),
    [rest, confirm, notifications],
  );
}
