import { useEffect, useId, useMemo, useRef } from 'react';
import { ChevronDown, Pencil } from 'lucide-react';
import {
  getDisplayedCredentialTypes,
  getNodeCredentialIssues,
  INotificationService,
  normalizeNodeCredentials,
  op,
  type CommandBus,
  type DocNode,
  type ICredentialsResponse,
  type INodeCredentialsDetails,
  type INodeTypeDescription,
  type NodeLike,
} from '@sdk';
import { useKernel, useObservable, useService, useView } from '@sdk/react';
import { CREDENTIAL_COMMANDS, ICredentialsService } from '@plugins/credentials/api';
import { PARAMETER_VIEWS } from '@plugins/parameters/api';
import { INodeCredentialFollower } from '../credential-follower';
import { SET_NODE_CREDENTIALS_OP, type SetNodeCredentialsPayload } from '../ops/credential-ops';
import {
  CREATE_NEW_VALUE,
  isUsable,
  onlyCredentialToSelect,
  replacedMessage,
  selectPlaceholder,
  usableCredentials,
} from './credential-choice';
import './header/header.css';

/** Props of {@link NodeCredentials}. */
export interface NodeCredentialsProps {
  readonly node: DocNode;
  readonly nodeType: INodeTypeDescription | null;
  readonly bus: CommandBus;
  readonly isReadOnly: boolean;
}

/**
 * A credential select per credential type the node shows:
 * usable credentials, 'Create new credential', the unavailable placeholder,
 * the credential issues beneath, and the message after an unavailable credential was replaced.
 * Created, renamed and deleted credentials are followed by the plugin's
 * {@link INodeCredentialFollower}, which outlives the view hidden beneath the modal.
 */
export function NodeCredentials(props: NodeCredentialsProps) {
  const service = useKernel().services.getOptional(ICredentialsService);
  return service ? <NodeCredentialsWith {...props} service={service} /> : null;
}

function NodeCredentialsWith({ node, nodeType, bus, isReadOnly, service }: NodeCredentialsProps & { service: ICredentialsService }) {
  const kernel = useKernel();
  const notifications = useService(INotificationService);
  const credentials = useObservable(service.credentials$, service.credentials);
  const types = useObservable(service.types$, null);
  const follower = kernel.services.getOptional(INodeCredentialFollower);
  useEffect(() => {
    if (service.credentials === null) void service.refresh().catch(() => undefined);
    void service.loadTypes().catch(() => undefined);
  }, [service]);

  const nodeLike = node as unknown as NodeLike;
  const shown = useMemo(() => getDisplayedCredentialTypes(nodeLike, nodeType), [nodeLike, nodeType]);
  const chosen = normalizeNodeCredentials(node['credentials']) ?? {};
  const issues = useMemo(() => {
    const byType: Record<string, ICredentialsResponse[]> = {};
    for (const c of credentials ?? []) (byType[c.type] ??= []).push(c);
    return (
      getNodeCredentialIssues(nodeLike, nodeType, credentials === null ? null : byType, { credentialTypes: types ?? [] })?.credentials ?? {}
    );
  }, [nodeLike, nodeType, credentials, types]);

  const dispatch = (credentialsByType: SetNodeCredentialsPayload['credentials']) =>
    bus.dispatch({
      ops: [
        op(SET_NODE_CREDENTIALS_OP, {
          nodeId: node.id,
          credentials: credentialsByType,
        } satisfies SetNodeCredentialsPayload),
      ],
      meta: { origin: 'user', label: `Change ${node.name} credentials` },
    });

  // The only usable credential of a shown type is selected on its own, once per type while the view is open.
  const autoSelected = useRef(new Set<string>());
  useEffect(() => {
    if (isReadOnly || credentials === null) return;
    const picks: Record<string, INodeCredentialsDetails> = {};
    for (const { name: type } of shown) {
      if (autoSelected.current.has(type)) continue;
      const pick = onlyCredentialToSelect(chosen[type], usableCredentials(credentials, type));
      autoSelected.current.add(type);
      if (pick) picks[type] = pick;
    }
    if (Object.keys(picks).length > 0) dispatch(picks);
    // runs when the shown types or the credential list change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, credentials, isReadOnly]);

  if (shown.length === 0) return null;

  const choose = (type: string, usable: readonly ICredentialsResponse[], id: string) => {
    if (id === CREATE_NEW_VALUE) {
      follower?.awaitCreate(node.id, type);
      void kernel.commands.execute(CREDENTIAL_COMMANDS.create, { credentialType: type }, 'menu');
      return;
    }
    const picked = usable.find((c) => c.id === id);
    if (!picked) return;
    const previous = chosen[type];
    const next: INodeCredentialsDetails = { id: picked.id, name: picked.name };
    if (previous && previous.name !== '' && !isUsable(previous, usable)) {
      replaceEverywhere(type, previous, next);
      const text = replacedMessage(previous.name, picked.name);
      notifications.showMessage({
        title: text.title,
        message: text.message,
        type: 'success',
      });
    } else dispatch({ [type]: next });
  };

  // Every node that used the unavailable credential gets the new one, in one undo step (as n8n does).
  const replaceEverywhere = (type: string, previous: INodeCredentialsDetails, next: INodeCredentialsDetails) => {
    const doc = bus.getState();
    const ops = [...doc.nodes.values()]
      .filter((n) => {
        const entry = normalizeNodeCredentials(n['credentials'])?.[type];
        return (
          n.id === node.id ||
          (entry !== undefined && (previous.id !== null ? entry.id === previous.id : entry.id === null && entry.name === previous.name))
        );
      })
      .map((n) =>
        op(SET_NODE_CREDENTIALS_OP, {
          nodeId: n.id,
          credentials: { [type]: next },
        } satisfies SetNodeCredentialsPayload),
      );
    bus.dispatch({
      ops,
      meta: { origin: 'user', label: `Replace credential ${previous.name}` },
    });
  };

  return (
    <div className="sy-node-credentials">
      {shown.map(({ name: type }) => (
        <CredentialSelect
          key={type}
          type={type}
          typeName={types?.find((t) => t.name === type)?.displayName ?? type}
          label={
            shown.length > 1 ? `Credential for ${types?.find((t) => t.name === type)?.displayName ?? type}` : 'Credential to connect with'
          }
          usable={usableCredentials(credentials, type)}
          chosen={chosen[type]}
          issues={issues[type] ?? []}
          isReadOnly={isReadOnly}
          onChoose={choose}
          onEdit={(id) => void kernel.commands.execute(CREDENTIAL_COMMANDS.open, { id }, 'menu')}
        />
      ))}
    </div>
  );
}

interface CredentialSelectProps {
  readonly type: string;
  readonly typeName: string;
  readonly label: string;
  readonly usable: readonly ICredentialsResponse[];
  readonly chosen: INodeCredentialsDetails | undefined;
  readonly issues: readonly string[];
  readonly isReadOnly: boolean;
  onChoose(type: string, usable: readonly ICredentialsResponse[], id: string): void;
  onEdit(id: string): void;
}

/** One credential type's select, its edit button and its issues. */
function CredentialSelect({ type, typeName, label, usable, chosen, issues, isReadOnly, onChoose, onEdit }: CredentialSelectProps) {
  const ParameterIssues = useView(PARAMETER_VIEWS.issues);
  const inputId = useId();
  const issuesId = useId();
  const usableChoice =
    chosen && isUsable(chosen, usable)
      ? chosen.id !== null
        ? usable.find((c) => c.id === chosen.id)
        : usable.find((c) => c.name === chosen.name)
      : undefined;
  return (
    <div
      className={`sy-param sy-param--small sy-node-credential${issues.length > 0 ? ' sy-param--has-issues' : ''}`}
      data-credential-type={type}
    >
      <div className="sy-param-label">
        <label htmlFor={inputId} className="sy-param-label__text" title={`Credentials of type ${typeName}`}>
          {label}
        </label>
      </div>
      <div className="sy-node-credential__row" aria-describedby={issues.length > 0 ? issuesId : undefined}>
        <div className="sy-select-wrap sy-node-credential__wrap">
          <select
            id={inputId}
            className={`sy-input sy-input--small sy-select sy-node-credential__select${issues.length > 0 ? ' sy-input--error' : ''}`}
            value={usableChoice?.id ?? ''}
            disabled={isReadOnly}
            aria-invalid={issues.length > 0}
            onChange={(e) => onChoose(type, usable, e.target.value)}
          >
            <option value="" disabled>
              {selectPlaceholder(chosen, usable)}
            </option>
            {usable.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
            <option value={CREATE_NEW_VALUE}>+ Create new credential</option>
          </select>
          <ChevronDown className="sy-select-wrap__chevron" size={14} aria-hidden="true" />
        </div>
        {usableChoice && (
          <button
            type="button"
            className="sy-icon-btn sy-node-credential__edit"
            aria-label={`Edit credential ${usableChoice.name}`}
            title="Edit credential"
            onClick={() => onEdit(usableChoice.id)}
          >
            <Pencil size={14} aria-hidden="true" />
          </button>
        )}
      </div>
      {ParameterIssues && <ParameterIssues issues={issues} id={issuesId} />}
    </div>
  );
}
