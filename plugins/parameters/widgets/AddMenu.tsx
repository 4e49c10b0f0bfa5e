import * as Menu from '@radix-ui/react-dropdown-menu';
import { Plus } from 'lucide-react';

/** A button that adds one of several choices; a single choice adds at once. */
export function AddMenu({
  label,
  choices,
  disabled,
  onPick,
}: {
  label: string;
  choices: ReadonlyArray<{ name: string; displayName: string }>;
  disabled?: boolean;
  onPick: (name: string) => void;
}) {
  if (choices.length === 0) return null;
  if (choices.length === 1) {
    const only = choices[0] as { name: string };
    return (
      <button type="button" className="sy-btn sy-btn--small sy-add" disabled={disabled} onClick={() => onPick(only.name)}>
        <Plus size={14} aria-hidden="true" /> {label}
      </button>
    );
  }
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className="sy-btn sy-btn--small sy-add" disabled={disabled}>
        <Plus size={14} aria-hidden="true" /> {label}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="sy-menu sy-menu--wide" align="start" sideOffset={4}>
          {choices.map((c) => (
            <Menu.Item key={c.name} className="sy-menu__item" onSelect={() => onPick(c.name)}>
              {c.displayName}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
