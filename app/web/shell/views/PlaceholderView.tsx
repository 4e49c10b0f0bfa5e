import { formatChord, type ViewProps } from '@sdk';
import { Icon } from '../layout/Icon';

interface Props extends ViewProps {
  readonly view: string;
  readonly title: string;
}

/**
 * Stands in for a view whose plugin is not built yet. It names the view so a
 * user (and a test) can tell which screen they reached.
 */
export function PlaceholderView({ view, title }: Props) {
  return (
    <section className="placeholder" aria-labelledby="placeholder-title">
      <div className="placeholder__art" aria-hidden="true">
        <Icon name="blocks" size={40} />
      </div>
      <h1 id="placeholder-title" className="placeholder__title">
        {title}
      </h1>
      <p className="placeholder__text">
        The <code>{view}</code> view is part of Switchyard but its plugin is not installed in this build yet.
      </p>
      <p className="placeholder__hint">
        Press <kbd>{formatChord('Mod+K')}</kbd> to open the command palette and go somewhere else.
      </p>
    </section>
  );
}
