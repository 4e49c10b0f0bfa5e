// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceContainer } from '../di/tokens';
import { moveNodeOp } from '../document/operations';
import { documentWithNodes } from '../document/types';
import { createKernel } from '../kernel';
import { CommandRegistry } from './command-registry';
import { ContextKeyService } from './context-keys';
import { createHotkeysHost } from './hotkeys-host';
import { KeybindingService, type KeyListenerHost } from './keybinding-service';

function setup() {
  const contextKeys = new ContextKeyService();
  const commands = new CommandRegistry(ServiceContainer.createRoot(), contextKeys);
  const keybindings = new KeybindingService(commands);
  const ran: string[] = [];
  const command = (id: string, extra: { allowInInput?: boolean; enabled?: () => boolean } = {}) =>
    commands.register(
      { id, title: id, ...(extra.allowInInput ? { allowInInput: true } : {}) },
      { run: () => void ran.push(id), ...(extra.enabled ? { isEnabled: extra.enabled } : {}) },
    );
  return { contextKeys, commands, keybindings, ran, command };
}

function keydown(key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  return new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
}

/** Dispatches a real key press on `target` (down then up, so hotkeys-js forgets the key again). */
function press(target: EventTarget, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const down = keydown(key, init);
  target.dispatchEvent(down);
  target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
  return down;
}

/** Lets pending promise callbacks (the async command execution) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('KeybindingService.resolve', () => {
  it('picks user over plugin over core, whatever the registration order', () => {
    const { keybindings, command } = setup();
    command('core.cmd');
    command('plugin.cmd');
    command('user.cmd');
    keybindings.register({ key: 'Ctrl+K', command: 'plugin.cmd' }, 'p', 'plugin');
    keybindings.register({ key: 'Ctrl+K', command: 'user.cmd' }, 'me', 'user');
    keybindings.register({ key: 'Ctrl+K', command: 'core.cmd' }, 'core', 'core');
    expect(keybindings.resolve('ctrl+k')?.command).toBe('user.cmd');
  });

  it('honours when clauses: a binding whose clause is false gives way to the next', () => {
    const { keybindings, command, contextKeys } = setup();
    command('core.cmd');
    command('user.cmd');
    keybindings.register({ key: 'Mod+K', command: 'core.cmd' }, 'core', 'core');
    keybindings.register({ key: 'Mod+K', command: 'user.cmd', when: 'canvasFocus' }, 'me', 'user');
    expect(keybindings.resolve('Mod+K')?.command).toBe('core.cmd');
    contextKeys.set('canvasFocus', true);
    expect(keybindings.resolve('Mod+K')?.command).toBe('user.cmd');
  });

  it('skips a binding whose command is disabled or whose own when is false', () => {
    const { keybindings, commands, command } = setup();
    command('fallback');
    command('off', { enabled: () => false });
    commands.register({ id: 'hidden', title: 'hidden', when: 'never' }, { run: () => undefined });
    keybindings.register({ key: 'Ctrl+K', command: 'fallback' }, 'core', 'core');
    keybindings.register({ key: 'Ctrl+K', command: 'off' }, 'p', 'plugin');
    keybindings.register({ key: 'Ctrl+K', command: 'hidden' }, 'me', 'user');
    expect(keybindings.resolve('Ctrl+K')?.command).toBe('fallback');
  });

  it('returns null for an unbound chord', () => {
    const { keybindings } = setup();
    expect(keybindings.resolve('Ctrl+Q')).toBeNull();
  });

  it('normalises chords on register and resolve', () => {
    const { keybindings, command } = setup();
    command('x');
    const b = keybindings.register({ key: 'Shift+Control+X', command: 'x' });
    expect(keybindings.all()[0]?.chord).toBe('ctrl+shift+x');
    expect(keybindings.resolve('Ctrl+Shift+X')?.command).toBe('x');
    b.dispose();
    expect(keybindings.all()).toEqual([]);
  });

  it('forCommand lists a command’s bindings best first', () => {
    const { keybindings, command } = setup();
    command('x');
    keybindings.register({ key: 'Ctrl+1', command: 'x' }, 'core', 'core');
    keybindings.register({ key: 'Ctrl+2', command: 'x' }, 'me', 'user');
    keybindings.register({ key: 'Ctrl+3', command: 'x' }, 'p', 'plugin');
    expect(keybindings.forCommand('x').map((b) => b.chord)).toEqual(['ctrl+2', 'ctrl+3', 'ctrl+1']);
  });
});

describe('KeybindingService.handleKey with DOM events', () => {
  function bound() {
    const s = setup();
    s.command('palette.open');
    s.command('field.safe', { allowInInput: true });
    s.keybindings.register({ key: 'Mod+K', command: 'palette.open' });
    s.keybindings.register({ key: 'Mod+Enter', command: 'field.safe' });
    s.keybindings.register({ key: 'Escape', command: 'palette.open', allowInInput: true });
    return s;
  }

  async function handleOn(service: KeybindingService, target: Element, chord: string, event: KeyboardEvent) {
    let handled: Promise<boolean> | undefined;
    target.addEventListener('keydown', (e) => (handled = service.handleKey(chord, e as KeyboardEvent)), { once: true });
    target.dispatchEvent(event);
    return (await handled) ?? false;
  }

  it('fires on the page body and prevents the browser default', async () => {
    const { keybindings, ran } = bound();
    const event = keydown('k', { ctrlKey: true });
    expect(await handleOn(keybindings, document.body, 'ctrl+k', event)).toBe(true);
    expect(ran).toEqual(['palette.open']);
    expect(event.defaultPrevented).toBe(true);
  });

  it.each([
    ['a text input', () => Object.assign(document.createElement('input'), { type: 'text' })],
    ['a search input', () => Object.assign(document.createElement('input'), { type: 'search' })],
    ['a textarea', () => document.createElement('textarea')],
    ['a select', () => document.createElement('select')],
    [
      'a CodeMirror editor',
      () => {
        const editor = document.createElement('div');
        editor.className = 'cm-editor';
        const content = document.createElement('div');
        editor.append(content);
        document.body.append(editor);
        return content;
      },
    ],
  ])('does not fire inside %s, and leaves the event alone', async (_name, make) => {
    const { keybindings, ran } = bound();
    const el = make();
    if (!el.isConnected) document.body.append(el);
    const event = keydown('k', { ctrlKey: true });
    expect(await handleOn(keybindings, el, 'ctrl+k', event)).toBe(false);
    expect(ran).toEqual([]);
    expect(event.defaultPrevented).toBe(false);
  });

  it('fires inside a text input when the binding or the command allows it', async () => {
    const { keybindings, ran } = bound();
    const input = document.createElement('input');
    document.body.append(input);
    expect(await handleOn(keybindings, input, 'esc', keydown('Escape'))).toBe(true);
    expect(await handleOn(keybindings, input, 'ctrl+enter', keydown('Enter', { ctrlKey: true }))).toBe(true);
    expect(ran).toEqual(['palette.open', 'field.safe']);
  });

  it('fires on inputs that take no text, like checkboxes and buttons', async () => {
    const { keybindings, ran } = bound();
    for (const type of ['checkbox', 'radio', 'button']) {
      const input = Object.assign(document.createElement('input'), { type });
      document.body.append(input);
      expect(await handleOn(keybindings, input, 'ctrl+k', keydown('k', { ctrlKey: true }))).toBe(true);
    }
    expect(ran).toHaveLength(3);
  });
});

describe('keybindings through the real hotkeys-js host', () => {
  function kernelWithUndo() {
    const kernel = createKernel();
    kernel.bus.load(documentWithNodes([{ id: 'a', name: 'A', type: 't', typeVersion: 1, position: [0, 0], parameters: {} }]));
    const ran: string[] = [];
    kernel.commands.register(
      { id: 'palette.open', title: 'Open palette', keybinding: 'Mod+K' },
      { run: () => void ran.push('palette.open') },
    );
    kernel.commands.register(
      { id: 'workflow.undo', title: 'Undo', keybinding: 'Mod+Z' },
      {
        run: async () => {
          ran.push('workflow.undo');
          return kernel.history.undo();
        },
      },
    );
    kernel.keybindings.register({ key: 'Mod+K', command: 'palette.open' }, 'core', 'core');
    kernel.keybindings.register({ key: 'Mod+Z', command: 'workflow.undo' }, 'core', 'core');
    const detach = kernel.keybindings.attach(createHotkeysHost());
    return { kernel, ran, detach };
  }

  it('a ctrl+k keydown on the document runs the command', async () => {
    const { ran, detach } = kernelWithUndo();
    const event = press(document, 'k', { ctrlKey: true });
    await settle();
    expect(ran).toEqual(['palette.open']);
    expect(event.defaultPrevented).toBe(true);
    detach.dispose();
  });

  it('ctrl+z inside a focused input stays with the input; on the page it undoes the workflow', async () => {
    const { kernel, ran, detach } = kernelWithUndo();
    kernel.bus.dispatch({ ops: [moveNodeOp('a', [50, 50])], meta: { origin: 'user' } });
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    expect(document.activeElement).toBe(input);

    const inField = press(input, 'z', { ctrlKey: true });
    await settle();
    expect(ran).toEqual([]);
    expect(inField.defaultPrevented).toBe(false);
    expect(kernel.bus.getState().nodes.get('a')?.position).toEqual([50, 50]);
    expect(kernel.history.getState().canUndo).toBe(true);

    input.blur();
    press(document.body, 'z', { ctrlKey: true });
    await settle();
    expect(ran).toEqual(['workflow.undo']);
    expect(kernel.bus.getState().nodes.get('a')?.position).toEqual([0, 0]);
    detach.dispose();
  });

  it('chords without the modifier, or with another one, do not fire', async () => {
    const { ran, detach } = kernelWithUndo();
    press(document, 'k');
    press(document, 'k', { altKey: true });
    await settle();
    expect(ran).toEqual([]);
    detach.dispose();
  });

  it('bindings registered after attach are listened to, and removed ones stop', async () => {
    const { kernel, ran, detach } = kernelWithUndo();
    kernel.commands.register({ id: 'late', title: 'Late' }, { run: () => void ran.push('late') });
    const late = kernel.keybindings.register({ key: 'Alt+L', command: 'late' });
    press(document, 'l', { altKey: true });
    await settle();
    expect(ran).toEqual(['late']);
    late.dispose();
    press(document, 'l', { altKey: true });
    await settle();
    expect(ran).toEqual(['late']);
    detach.dispose();
  });

  it('after detaching, keys no longer reach commands', async () => {
    const { ran, detach } = kernelWithUndo();
    detach.dispose();
    press(document, 'k', { ctrlKey: true });
    await settle();
    expect(ran).toEqual([]);
  });
});

describe('attach with a fake host', () => {
  it('listens once per chord and stops listening when the last binding of a chord goes', () => {
    const { keybindings, command } = setup();
    command('a');
    command('b');
    const listening = new Map<string, number>();
    const host: KeyListenerHost = {
      listen: (chord) => {
        listening.set(chord, (listening.get(chord) ?? 0) + 1);
        return { dispose: () => listening.set(chord, (listening.get(chord) ?? 0) - 1) };
      },
    };
    const first = keybindings.register({ key: 'Ctrl+A', command: 'a' });
    const detach = keybindings.attach(host);
    const second = keybindings.register({ key: 'Ctrl+A', command: 'b' });
    keybindings.register({ key: 'Ctrl+B', command: 'b' });
    expect(Object.fromEntries(listening)).toEqual({ 'ctrl+a': 1, 'ctrl+b': 1 });
    first.dispose();
    expect(listening.get('ctrl+a')).toBe(1);
    second.dispose();
    expect(listening.get('ctrl+a')).toBe(0);
    detach.dispose();
    expect(listening.get('ctrl+b')).toBe(0);
  });
});

describe('findConflicts', () => {
  function withBindings(
    ...bindings: Array<{ command: string; owner: string; when?: string; precedence?: 'core' | 'plugin' | 'user'; key?: string }>
  ) {
    const { keybindings, command } = setup();
    for (const b of bindings) {
      if (!keybindings.all().some((x) => x.command === b.command)) command(b.command);
      keybindings.register(
        { key: b.key ?? 'Ctrl+K', command: b.command, ...(b.when ? { when: b.when } : {}) },
        b.owner,
        b.precedence ?? 'plugin',
      );
    }
    return keybindings.findConflicts();
  }

  it('reports two plugins binding one chord with no when clauses', () => {
    const conflicts = withBindings({ command: 'p1.a', owner: 'p1' }, { command: 'p2.b', owner: 'p2' });
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]?.chord).toBe('ctrl+k');
    expect(conflicts[0]?.bindings.map((b) => b.owner)).toEqual(['p1', 'p2']);
    expect(conflicts[0]?.message).toBe('"ctrl+k" is bound to both p1.a (p1) and p2.b (p2)');
  });

  it('reports identical when clauses and a when clause against none', () => {
    expect(
      withBindings({ command: 'p1.a', owner: 'p1', when: 'canvasFocus' }, { command: 'p2.b', owner: 'p2', when: 'canvasFocus' }),
    ).toHaveLength(1);
    expect(withBindings({ command: 'p1.a', owner: 'p1', when: 'canvasFocus' }, { command: 'p2.b', owner: 'p2' })).toHaveLength(1);
  });

  it('does not report bindings told apart by when clauses, precedence levels, the same command or other chords', () => {
    expect(withBindings({ command: 'p1.a', owner: 'p1', when: 'canvasFocus' }, { command: 'p2.b', owner: 'p2', when: 'ndvOpen' })).toEqual(
      [],
    );
    expect(withBindings({ command: 'core.a', owner: 'core', precedence: 'core' }, { command: 'p2.b', owner: 'p2' })).toEqual([]);
    expect(withBindings({ command: 'same', owner: 'p1' }, { command: 'same', owner: 'p2' })).toEqual([]);
    expect(withBindings({ command: 'p1.a', owner: 'p1', key: 'Ctrl+J' }, { command: 'p2.b', owner: 'p2' })).toEqual([]);
  });

  it('reports every pair among three', () => {
    expect(withBindings({ command: 'a', owner: 'p1' }, { command: 'b', owner: 'p2' }, { command: 'c', owner: 'p3' })).toHaveLength(3);
  });
});

describe('hotkeys host', () => {
  it('hands the event to the listener', () => {
    const host = createHotkeysHost();
    const onKey = vi.fn();
    const d = host.listen('ctrl+shift+y', onKey);
    press(document, 'y', { ctrlKey: true, shiftKey: true });
    expect(onKey).toHaveBeenCalledTimes(1);
    expect(onKey.mock.calls[0]?.[0]).toBeInstanceOf(KeyboardEvent);
    d.dispose();
    press(document, 'y', { ctrlKey: true, shiftKey: true });
    expect(onKey).toHaveBeenCalledTimes(1);
  });
});

describe('KeybindingService.handleKey and the inputFocus fact', () => {
  it('lets a when clause read whether the key event came from a text field', async () => {
    const { keybindings, command, ran } = setup();
    command('in.field', { allowInInput: true });
    command('on.page');
    keybindings.register({ key: 'Ctrl+J', command: 'in.field', when: 'inputFocus', allowInInput: true }, 'p', 'plugin');
    keybindings.register({ key: 'Ctrl+J', command: 'on.page', when: '!inputFocus' }, 'p', 'plugin');
    const input = document.createElement('input');
    document.body.append(input);
    await keybindings.handleKey('ctrl+j', keydown('j', { ctrlKey: true }));
    const inField = keydown('j', { ctrlKey: true });
    Object.defineProperty(inField, 'target', { value: input });
    await keybindings.handleKey('ctrl+j', inField);
    expect(ran).toEqual(['on.page', 'in.field']);
  });
});
