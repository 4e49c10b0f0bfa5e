import { useEffect, useState } from 'react';
import { INavigationService, type IProductionTriggers, type ModalProps } from '@sdk';
import { useService } from '@sdk/react';
import { IWorkflowActivationService, type ActivationModalData } from '../api';
import { ProductionTriggerList } from './ProductionTriggerList';

type Load = { status: 'loading' } | { status: 'ready'; production: IProductionTriggers } | { status: 'error'; message: string };

function useProductionTriggers(workflowId: string): Load {
  const activation = useService(IWorkflowActivationService);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    activation.productionTriggers(workflowId).then(
      (production) => live && setLoad({ status: 'ready', production }),
      (error: unknown) => live && setLoad({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [activation, workflowId]);
  return load;
}

/**
 * The dialog shown after a workflow is activated: what its triggers now do in production
 * (webhook URLs to copy, a schedule's next runs, a poller's interval), where production
 * executions are listed, and "Don't show again", kept in the user's settings.
 */
export function ActivationModal({ data, close }: ModalProps<ActivationModalData>) {
  const activation = useService(IWorkflowActivationService);
  const navigation = useService(INavigationService);
  const load = useProductionTriggers(data.workflowId);
  const [hidden, setHidden] = useState(() => activation.dialogHidden());
  const executionsPath = `/workflow/${encodeURIComponent(data.workflowId)}/executions`;

  const choose = async (checked: boolean) => {
    setHidden(checked);
    if (!(await activation.setDialogHidden(checked))) setHidden(!checked);
  };

  return (
    <div className="wa-dialog">
      <p className="wa-dialog__lead">
        <strong>{`“${data.workflowName}”`}</strong> is now active: its triggers run it in production, also when the editor is closed.
      </p>
      {load.status === 'loading' && <p role="status">Loading what the triggers do…</p>}
      {load.status === 'error' && <p role="alert">{`Could not load the triggers: ${load.message}`}</p>}
      {load.status === 'ready' && <ProductionTriggerList production={load.production} />}
      <p className="wa-dialog__executions">
        Production executions are not shown on the canvas; they are listed under{' '}
        <a
          href={executionsPath}
          onClick={(event) => {
            event.preventDefault();
            close();
            navigation.navigate(executionsPath);
          }}
        >
          Executions
        </a>
        .
      </p>
      <footer className="wa-dialog__footer">
        <label className="wa-dialog__hide">
          <input type="checkbox" checked={hidden} onChange={(event) => void choose(event.target.checked)} /> Don&apos;t show again
        </label>
        <button type="button" className="sy-btn sy-btn--primary" onClick={close} autoFocus>
          Got it
        </button>
      </footer>
    </div>
  );
}
