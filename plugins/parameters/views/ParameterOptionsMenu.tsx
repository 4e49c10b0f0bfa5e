import * as Menu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';

/** Props of {@link ParameterOptionsMenu}. */
export interface ParameterOptionsMenuProps {
  readonly label: string;
  readonly isExpression: boolean;
  /** Expressions are allowed (not `noDataExpression`). */
  readonly canSwitchMode: boolean;
  readonly canReset: boolean;
  readonly canRefresh: boolean;
  readonly isReadOnly: boolean;
  onSelect(action: 'fixed' | 'expression' | 'reset' | 'refresh'): void;
}

/** The label wrapper's options menu: Fixed / Expression, Reset value, Refresh list. */
export function ParameterOptionsMenu({
  label,
  isExpression,
  canSwitchMode,
  canReset,
  canRefresh,
  isReadOnly,
  onSelect,
}: ParameterOptionsMenuProps) {
  return (
    <div className="sy-param-label__tools">
      {canSwitchMode && (
        <div className="sy-mode-toggle" role="radiogroup" aria-label={`${label} mode`}>
          <button
            type="button"
            role="radio"
            aria-checked={!isExpression}
            disabled={isReadOnly}
            onClick={() => isExpression && onSelect('fixed')}
          >
            Fixed
          </button>
          <button
            type="button"
            role="radio"
            aria-checked={isExpression}
            disabled={isReadOnly}
            onClick={() => !isExpression && onSelect('expression')}
          >
            Expression
          </button>
        </div>
      )}
      <Menu.Root modal={false}>
        <Menu.Trigger className="icon-button sy-param-label__menu" aria-label={`${label} options`} disabled={isReadOnly}>
          <MoreHorizontal size={16} aria-hidden="true" />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content className="sy-menu" align="end" sideOffset={4}>
            {canSwitchMode && (
              <Menu.Item className="sy-menu__item" onSelect={() => onSelect(isExpression ? 'fixed' : 'expression')}>
                {isExpression ? 'Fixed' : 'Expression'}
              </Menu.Item>
            )}
            <Menu.Item className="sy-menu__item" disabled={!canReset} onSelect={() => onSelect('reset')}>
              Reset value
            </Menu.Item>
            {canRefresh && (
              <Menu.Item className="sy-menu__item" onSelect={() => onSelect('refresh')}>
                Refresh list
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </div>
  );
}
