import { useMemo } from 'react';
import { ICommandBus, type ViewProps } from '@sdk';
import { useObservable, useService } from '@sdk/react';
import { countWords, recordedCount } from '../word-count';

/** A live count: re-renders on every edit because it reads the bus's state$ through useObservable. */
export function WordCountView(_props: ViewProps) {
  const bus = useService(ICommandBus);
  const doc = useObservable(bus.state$, bus.getState());
  const count = useMemo(() => countWords(doc), [doc]);
  const recorded = recordedCount(doc);
  return (
    <section className="placeholder" aria-labelledby="word-count-title">
      <h1 id="word-count-title" className="placeholder__title">
        Word count
      </h1>
      <p className="placeholder__text">
        {doc.name || 'This workflow'} has <strong>{count.total}</strong> {count.total === 1 ? 'word' : 'words'}: {count.nodeNames} in node
        names and {count.stickyNotes} in sticky notes.
      </p>
      <p className="placeholder__hint">{recorded === null ? 'No count recorded yet.' : `Recorded count: ${recorded}.`}</p>
    </section>
  );
}
