import { ISettingsService, type ModalProps } from '@sdk';
import { useObservable, useService } from '@sdk/react';

/** Version, instance and licence facts (the 'about' modal). */
export function AboutModal({ close }: ModalProps) {
  const settingsService = useService(ISettingsService);
  const settings = useObservable(settingsService.settings$, settingsService.settings);
  return (
    <div className="about">
      <p className="about__lead">
        Switchyard is a browser editor for workflow automation. Workflows are n8n-compatible JSON, so exported workflows import and run
        here.
      </p>
      <dl className="facts">
        <dt>Version</dt>
        <dd>{settings?.versionCli ?? '…'}</dd>
        <dt>Instance ID</dt>
        <dd>
          <code>{settings?.instanceId ?? '…'}</code>
        </dd>
        <dt>Time zone</dt>
        <dd>{settings?.timezone ?? '…'}</dd>
        <dt>Licence</dt>
        <dd>Apache-2.0</dd>
      </dl>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={close}>
          Close
        </button>
      </div>
    </div>
  );
}
