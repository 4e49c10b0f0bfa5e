/**
 * What the canvas needs to know about a node type to draw it: ports, icon,
 * trigger shape, label. Read from the n8n node type description when one is
 * known; a small table of core types covers workflows whose types are not
 * loaded (the demo view, a type catalogue still loading).
 */
import { looksLikeTrigger, type INodeTypeDescription, type NodeConnectionType } from '@sdk';
import { describedTypedPorts, type SlotSpec } from './typed-ports';

/** The drawing-relevant facts of a node type. */
export interface CanvasNodeType {
  /** Type name, e.g. 'n8n-nodes-base.set'; picks the icon and its colour. */
  readonly typeName: string;
  /** Type label, e.g. 'Edit Fields (Set)'; used in accessible names. */
  readonly displayName: string;
  /** Main inputs. */
  readonly inputs: number;
  /** Main outputs. */
  readonly outputs: number;
  /** Labels of outputs (IF: true/false), drawn next to the ports when there are several. */
  readonly outputNames?: readonly string[];
  /** Whether the last output is the error output ("Continue (using error output)"); drawn in the danger colour. */
  readonly errorOutput?: boolean;
  /** Labels of inputs (Merge: Input 1, Input 2). */
  readonly inputNames?: readonly string[];
  /** `fa:<name>`, `node:<type>` or `file:...`; the canvas maps it to a glyph. */
  readonly icon?: string;
  /** Icon tint. */
  readonly iconColor?: string;
  /** An image served for the type (a community package's `file:` icon, `icons/<package>/<path>`), drawn instead of the glyph once loaded. */
  readonly iconUrl?: string;
  /** Trigger nodes get the rounded left side and no input. */
  readonly isTrigger: boolean;
  /** Whether the type is known at all (unknown types are drawn with an issue). */
  readonly known: boolean;
  /**
   * Why a node of this type and version cannot run here ("Not installed", "Version 2.2
   * not supported"): drawn as its subtitle with the issue badge, and read out by the
   * accessible name. Absent when it can run (or the catalogue is not loaded).
   */
  readonly problem?: string;
  /** A root node's typed inputs (AI slots: Chat Model, Memory, Tool, ...), drawn along its bottom edge. */
  readonly slots?: readonly SlotSpec[];
  /** A sub-node's typed outputs (e.g. ['ai_languageModel']), drawn on its top edge. */
  readonly subOutputs?: readonly string[];
  /** Only typed outputs and no main ports: an AI sub-node, drawn as a small circle. */
  readonly subNode?: boolean;
  /** The type's subtitle template and parameters, when the description is known. */
  readonly subtitleSource?: Pick<INodeTypeDescription, 'name' | 'subtitle' | 'properties'>;
}

/** Looks a node type up by name and version; undefined when unknown. */
export type NodeTypeResolver = (type: string, version: number) => INodeTypeDescription | undefined;

/** The sticky note's type name. */
export const STICKY_NODE_TYPE = 'n8n-nodes-base.stickyNote';

type Port = NodeConnectionType | { type: NodeConnectionType | string };

function mainCount(ports: INodeTypeDescription['inputs'] | undefined): number | null {
  if (!Array.isArray(ports)) return null;
  return (ports as Port[]).filter((p) => (typeof p === 'string' ? p : p.type) === 'main').length;
}

const CORE_TYPES: Readonly<Record<string, Omit<CanvasNodeType, 'known' | 'typeName'>>> = {
  'n8n-nodes-base.manualTrigger': {
    displayName: 'Manual Trigger',
    inputs: 0,
    outputs: 1,
    icon: 'fa:mouse-pointer',
    isTrigger: true,
  },
  'n8n-nodes-base.scheduleTrigger': {
    displayName: 'Schedule Trigger',
    inputs: 0,
    outputs: 1,
    icon: 'fa:clock',
    isTrigger: true,
  },
  'n8n-nodes-base.webhook': {
    displayName: 'Webhook',
    inputs: 0,
    outputs: 1,
    icon: 'fa:bolt',
    isTrigger: true,
  },
  'n8n-nodes-base.start': {
    displayName: 'Start',
    inputs: 0,
    outputs: 1,
    icon: 'fa:play',
    isTrigger: true,
  },
  'n8n-nodes-base.set': {
    displayName: 'Edit Fields (Set)',
    inputs: 1,
    outputs: 1,
    icon: 'fa:pen',
    isTrigger: false,
  },
  'n8n-nodes-base.if': {
    displayName: 'If',
    inputs: 1,
    outputs: 2,
    outputNames: ['true', 'false'],
    icon: 'fa:map-signs',
    isTrigger: false,
  },
  'n8n-nodes-base.switch': {
    displayName: 'Switch',
    inputs: 1,
    outputs: 4,
    icon: 'fa:map-signs',
    isTrigger: false,
  },
  'n8n-nodes-base.merge': {
    displayName: 'Merge',
    inputs: 2,
    outputs: 1,
    inputNames: ['Input 1', 'Input 2'],
    icon: 'fa:code-branch',
    isTrigger: false,
  },
  'n8n-nodes-base.httpRequest': {
    displayName: 'HTTP Request',
    inputs: 1,
    outputs: 1,
    icon: 'fa:globe',
    isTrigger: false,
  },
  'n8n-nodes-base.code': {
    displayName: 'Code',
    inputs: 1,
    outputs: 1,
    icon: 'fa:code',
    isTrigger: false,
  },
  'n8n-nodes-base.noOp': {
    displayName: 'No Operation, do nothing',
    inputs: 1,
    outputs: 1,
    icon: 'fa:arrow-right',
    isTrigger: false,
  },
  'n8n-nodes-base.wait': {
    displayName: 'Wait',
    inputs: 1,
    outputs: 1,
    icon: 'fa:pause-circle',
    isTrigger: false,
  },
  'n8n-nodes-base.filter': {
    displayName: 'Filter',
    inputs: 1,
    outputs: 1,
    icon: 'fa:filter',
    isTrigger: false,
  },
  'n8n-nodes-base.splitInBatches': {
    displayName: 'Loop Over Items',
    inputs: 1,
    outputs: 2,
    outputNames: ['done', 'loop'],
    icon: 'fa:sync',
    isTrigger: false,
  },
};

/** The type's served icon image (light variant), as a root-relative URL. */
export function iconUrlOf(description: Pick<INodeTypeDescription, 'iconUrl'>): string | undefined {
  const url = typeof description.iconUrl === 'string' ? description.iconUrl : description.iconUrl?.light;
  if (!url) return undefined;
  return url.startsWith('/') ? url : `/${url}`;
}

/** The canvas facts for a node of this type, from its description when known. */
export function canvasNodeType(
  type: string,
  description: INodeTypeDescription | undefined,
  parameters: Record<string, unknown> = {},
): CanvasNodeType {
  const core = CORE_TYPES[type];
  if (!description) {
    if (core) return { ...core, typeName: type, known: true };
    const short = type.split('.').pop() ?? type;
    // An unknown type still looks like what it is: a name ending in Trigger gets a trigger's shape.
    const isTrigger = looksLikeTrigger(type);
    return {
      typeName: type,
      displayName: short,
      inputs: isTrigger ? 0 : 1,
      outputs: 1,
      isTrigger,
      known: false,
    };
  }
  const isTrigger = description.group.includes('trigger');
  const own = typeof description.icon === 'string' ? description.icon : description.icon?.light;
  // The description's own icon, as the node creator and the details view show it.
  const icon = own ?? core?.icon;
  // Typed ports (AI cluster nodes); a port expression is computed from the node's parameters.
  const typed = describedTypedPorts(description, parameters);
  const subNode = typed !== null && typed.subOutputs.length > 0 && typed.mainOutputs === 0;
  const result: CanvasNodeType = {
    typeName: type,
    subtitleSource: description,
    displayName: description.displayName,
    inputs: mainCount(description.inputs) ?? core?.inputs ?? (isTrigger ? 0 : 1),
    outputs: mainCount(description.outputs) ?? core?.outputs ?? 1,
    isTrigger,
    known: true,
    ...(description.outputNames ? { outputNames: description.outputNames } : core?.outputNames ? { outputNames: core.outputNames } : {}),
    ...(description.inputNames ? { inputNames: description.inputNames } : core?.inputNames ? { inputNames: core.inputNames } : {}),
    ...(icon ? { icon } : {}),
    ...(iconUrlOf(description) ? { iconUrl: iconUrlOf(description)! } : {}),
    ...(description.iconColor ? { iconColor: description.iconColor } : {}),
  };
  if (!typed) return result;
  return {
    ...result,
    inputs: subNode ? 0 : typeof description.inputs === 'string' ? typed.mainInputs : result.inputs,
    outputs: subNode ? 0 : typeof description.outputs === 'string' ? typed.mainOutputs : result.outputs,
    ...(typed.slots.length > 0 ? { slots: typed.slots } : {}),
    ...(typed.subOutputs.length > 0 ? { subOutputs: typed.subOutputs } : {}),
    ...(subNode ? { subNode } : {}),
  };
}
