import { useMemo, useState } from 'react';
import type { IRunData, NodeId, WorkflowDocument } from '@sdk';
import type { DisplayMode } from '../data/display';
import { parentNodeIds } from '../data/node-data';
import { buildPairedItemGraph, itemId, pairedWith } from '../data/paired-items';
import { canLinkRuns, inputSourceOf, linkedInputRun, linkedOutputRun, runCount } from '../data/runs';

/** What the panels show: runs, the input node, the input display mode and the hovered item. */
export interface DataSelection {
  /** Parents of the open node, nearest first (the input-node selector's options). */
  readonly parents: readonly NodeId[];
  readonly inputNodeId: NodeId | undefined;
  readonly inputNodeName: string | undefined;
  /** Run of the open node shown in the output panel. */
  readonly outputRun: number;
  /** Run of the input node shown in the input panel. */
  readonly inputRun: number;
  /** Output of the input node that feeds the open node. */
  readonly inputOutputIndex: number;
  readonly canLink: boolean;
  readonly linked: boolean;
  readonly inputMode: DisplayMode;
  /** Item ids paired with the hovered item (empty when none is hovered). */
  readonly highlighted: ReadonlySet<string>;
  /**
   * The open node's input item under the pointer: the hovered input row, or the input item an
   * hovered output row is paired with; undefined when none (expression previews use item 0).
   */
  readonly hoveredInputItem: number | undefined;
  setInputNode(id: NodeId): void;
  setOutputRun(run: number): void;
  setInputRun(run: number): void;
  toggleLinked(): void;
  setInputMode(mode: DisplayMode): void;
  /** An item id (see itemId) under the pointer, or null. */
  hover(id: string | null): void;
}

const NOTHING: ReadonlySet<string> = new Set();

/**
 * The view's shared data state. Runs are linked by default (n8n): choosing a
 * run on one side picks the matching run on the other, through the run's
 * `source`; unlinking keeps the input run where it is.
 */
export function useDataSelection(doc: WorkflowDocument, nodeId: NodeId, runData: IRunData): DataSelection {
  const [chosenInput, setChosenInput] = useState<NodeId | null>(null);
  const [ownOutputRun, setOwnOutputRun] = useState<number | null>(null);
  const [ownInputRun, setOwnInputRun] = useState<number | null>(null);
  const [linked, setLinked] = useState(true);
  const [inputMode, setInputMode] = useState<DisplayMode>('schema');
  const [hovered, setHovered] = useState<string | null>(null);
  const graph = useMemo(() => buildPairedItemGraph(runData), [runData]);

  const nodeName = doc.nodes.get(nodeId)?.name ?? '';
  const parents = parentNodeIds(doc, nodeId);
  const inputNodeId = chosenInput && parents.includes(chosenInput) ? chosenInput : parents[0];
  const inputNodeName = inputNodeId ? doc.nodes.get(inputNodeId)?.name : undefined;
  const outputRuns = runCount(runData, nodeName);
  const inputRuns = inputNodeName ? runCount(runData, inputNodeName) : 0;
  const clamp = (run: number, count: number) => Math.min(Math.max(0, run), Math.max(0, count - 1));
  const outputRun = clamp(ownOutputRun ?? outputRuns - 1, outputRuns);
  const canLink = canLinkRuns(runData, nodeName, inputNodeName);
  const fed = inputNodeName ? inputSourceOf(runData, nodeName, outputRun, inputNodeName) : null;
  const linkedRun = canLink && linked && inputNodeName ? linkedInputRun(runData, nodeName, outputRun, inputNodeName) : null;
  const inputRun = clamp(linkedRun ?? ownInputRun ?? fed?.runIndex ?? inputRuns - 1, inputRuns);
  const highlighted = useMemo(() => (hovered ? pairedWith(graph, hovered) : NOTHING), [graph, hovered]);
  const inputPrefix = inputNodeName ? itemId(inputNodeName, inputRun, fed?.outputIndex ?? 0, 0).slice(0, -1) : null;
  const hoveredInputItem = useMemo(() => {
    if (!hovered || !inputPrefix) return undefined;
    const id = hovered.startsWith(inputPrefix) ? hovered : [...highlighted].find((h) => h.startsWith(inputPrefix));
    const index = id ? Number(id.slice(inputPrefix.length)) : Number.NaN;
    return Number.isInteger(index) ? index : undefined;
  }, [hovered, highlighted, inputPrefix]);

  return {
    parents,
    inputNodeId,
    inputNodeName,
    outputRun,
    inputRun,
    inputOutputIndex: fed?.outputIndex ?? 0,
    canLink,
    linked: canLink && linked,
    inputMode,
    highlighted,
    hoveredInputItem,
    setInputNode: (id) => (setChosenInput(id), setOwnInputRun(null)),
    setOutputRun: (run) => setOwnOutputRun(run),
    setInputRun: (run) => {
      setOwnInputRun(run);
      if (canLink && linked && inputNodeName) {
        const match = linkedOutputRun(runData, nodeName, run, inputNodeName);
        if (match !== null) setOwnOutputRun(match);
      }
    },
    toggleLinked: () => {
      // Unlinking keeps the input run that was showing; linking follows the output again.
      if (linked) setOwnInputRun(inputRun);
      setLinked(!linked);
    },
    setInputMode,
    hover: setHovered,
  };
}
