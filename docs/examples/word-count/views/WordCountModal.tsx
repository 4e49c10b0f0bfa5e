import type { ModalProps } from '@sdk';
import { useKernel } from '@sdk/react';
import { RECORD_WORD_COUNT } from '../commands';
import type { WordCount } from '../api';

/** Shows the count the command took; `data` is what it passed to `modals.open`. */
export function WordCountModal({ data, close }: ModalProps<WordCount>) {
  const kernel = useKernel();
  const record = () => {
    void kernel.commands.execute(RECORD_WORD_COUNT, undefined, 'menu');
    close();
  };
  return (
    <div className="word-count">
      <p className="word-count__total">
        This workflow has <strong>{data.total}</strong> {data.total === 1 ? 'word' : 'words'}.
      </p>
      <dl className="facts">
        <dt>In node names</dt>
        <dd>{data.nodeNames}</dd>
        <dt>In sticky notes</dt>
        <dd>{data.stickyNotes}</dd>
      </dl>
      <div className="modal__actions">
        <button type="button" className="button" onClick={record}>
          Record in workflow
        </button>
        <button type="button" className="button button--primary" onClick={close}>
          Close
        </button>
      </div>
    </div>
  );
}
