import { Bug, X } from 'lucide-react';
import { useObservable, useService } from '@sdk/react';
import { IExecutionDebugService } from './debug-service';

/** The banner over the editor while a debug session is loaded: what was loaded, "Unpin all", close. */
export function DebugBanner() {
  const debug = useService(IExecutionDebugService);
  const session = useObservable(debug.session$, null);
  if (!session) return null;
  return (
    <div className="ex-debug-banner" role="region" aria-label="Debugging an execution">
      <Bug size={16} aria-hidden="true" />
      <p className="ex-debug-banner__text">
        {session.summary}
        {session.unpinned && ' All pinned data was removed.'}
      </p>
      {!session.unpinned && (
        <button type="button" className="button" onClick={() => debug.unpinAll()}>
          Unpin all
        </button>
      )}
      <button type="button" className="icon-button" aria-label="Close the debug banner" onClick={() => debug.close()}>
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
