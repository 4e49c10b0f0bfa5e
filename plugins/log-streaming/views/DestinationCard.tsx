import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Activity, Bug, MoreHorizontal, Webhook } from 'lucide-react';
import { failureMessage, IConfirmService, IModalService, INotificationService } from '@sdk';
import { useService } from '@sdk/react';
import { ILogStreamingService, LOG_STREAM_MODAL, type Destination, type LogStreamModalData } from '../api';
import { kindLabel, targetOf } from '../model';

function KindIcon({ destination }: { destination: Destination }) {
  const Icon =
    destination.__type === '$$MessageEventBusDestinationWebhook'
      ? Webhook
      : destination.__type === '$$MessageEventBusDestinationSyslog'
        ? Activity
        : Bug;
  return (
    <span className={`ls-card__icon ls-card__icon--${kindLabel(destination.__type).toLowerCase()}`} aria-hidden="true">
      <Icon size={18} />
    </span>
  );
}

/** One destination: kind, name, target, on/off, and its menu (edit, send test event, delete). */
export function DestinationCard({ destination }: { destination: Destination }) {
  const service = useService(ILogStreamingService);
  const modals = useService(IModalService);
  const confirm = useService(IConfirmService);
  const notifications = useService(INotificationService);
  const id = destination.id ?? '';
  const edit = () => modals.open(LOG_STREAM_MODAL, { destination } satisfies LogStreamModalData);

  const sendTest = async () => {
    try {
      await service.sendTest(id);
      notifications.showMessage({ type: 'success', title: 'Test event sent', message: `“${destination.label}” took the test event.` });
    } catch (error) {
      notifications.showMessage({ type: 'error', title: 'The test event was not delivered', message: failureMessage(error) });
    }
  };

  const remove = async () => {
    const ok = await confirm.confirm(`Delete the destination “${destination.label}”? Events it has not received yet are dropped.`, {
      title: 'Delete destination?',
      confirmButtonText: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await service.remove(id);
      notifications.showMessage({ type: 'success', title: 'Destination deleted', message: destination.label });
    } catch (error) {
      notifications.showMessage({ type: 'error', title: 'The destination was not deleted', message: failureMessage(error) });
    }
  };

  return (
    <li className="ls-card" aria-label={destination.label}>
      <button type="button" className="ls-card__open" onClick={edit} aria-label={`Edit ${destination.label}`}>
        <KindIcon destination={destination} />
        <span className="ls-card__body">
          <span className="ls-card__name">{destination.label}</span>
          <span className="ls-card__meta">
            <span>{kindLabel(destination.__type)}</span>
            <span aria-hidden="true">·</span>
            <span className="ls-card__target">{targetOf(destination)}</span>
          </span>
        </span>
      </button>
      <span className={`ls-pill${destination.enabled ? ' ls-pill--on' : ''}`}>{destination.enabled ? 'Enabled' : 'Disabled'}</span>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className="icon-button" aria-label={`Actions for ${destination.label}`}>
          <MoreHorizontal size={18} aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="ls-menu" align="end" sideOffset={4}>
            <DropdownMenu.Item className="ls-menu__item" onSelect={edit}>
              Edit
            </DropdownMenu.Item>
            <DropdownMenu.Item className="ls-menu__item" onSelect={() => void sendTest()}>
              Send test event
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="ls-menu__separator" />
            <DropdownMenu.Item className="ls-menu__item ls-menu__item--danger" onSelect={() => void remove()}>
              Delete
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </li>
  );
}
