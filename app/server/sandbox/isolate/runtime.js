/**
 * The Code node runtime, evaluated INSIDE each fresh isolated-vm context before the
 * user's code (never in the server or the worker process). It builds n8n's Code-node
 * globals ($input, $json, items, $('Node'), $node, $workflow, $execution, $now, ...),
 * captures console output, runs the user function in either mode and normalises the
 * return value exactly like n8n's Code node (same messages). The worker talks to it
 * through `__sy.prepare(...)` and `__sy.run()`; both names are removed from the global
 * object before user code starts.
 *
 * Everything here runs in the isolate's own realm: it has no `process`, no `require`,
 * and no I/O. What it may ask the worker for is passed in as callbacks (load Luxon,
 * load jmespath, resolve an allowed module's source, load the web libraries, set and
 * clear a timer; see web-globals.js).
 */
(function installRuntime() {
  'use strict';
  const g = globalThis;
  // Captured before user code runs, so redefining globals only affects the user's own run.
  const jsonParse = JSON.parse;
  const jsonStringify = JSON.stringify;
  const isArray = Array.isArray;
  const objectKeys = Object.keys;
  const hasOwn = (value, key) => Object.prototype.hasOwnProperty.call(value, key);
  const defineProperty = Object.defineProperty;
  const FunctionCtor = Function;
  const {
    validationError,
    isObject,
    validateAllItems,
    validateEachItem,
    validateFunctionItems,
    validateFunctionItemJson,
    describeError: describe,
  } = g.__sy_results;
  delete g.__sy_results;
  const installWeb = g.__sy_web_install;
  delete g.__sy_web_install;
  // Out of the user's reach (docs/security.md "Code and expression sandbox"): WebAssembly
  // memory is allocated outside the isolate's heap limit, and Atomics on a
  // SharedArrayBuffer (Atomics.waitAsync) can abort the whole worker process.
  // WebAssembly.Memory({shared}) was the other way to a SharedArrayBuffer.
  delete g.WebAssembly;
  delete g.SharedArrayBuffer;
  delete g.Atomics;
  const describeError = (error, itemIndex, mode) => describe(error, itemIndex, mode, meta.code);

  let meta;
  let items;
  let nodes;
  let host;
  let web;
  let currentIndex = 0;
  let staticDataUsed = false;
  const logs = [];
  let logChars = 0;

  function define(name, value) {
    defineProperty(g, name, { value, writable: true, configurable: true, enumerable: false });
  }
  function lazy(name, make) {
    defineProperty(g, name, {
      configurable: true,
      enumerable: false,
      get() {
        const value = make();
        define(name, value);
        return value;
      },
      set(value) {
        define(name, value);
      },
    });
  }

  // ---- console capture ----
  function formatValue(value) {
    if (typeof value === 'string') return value;
    if (value instanceof Error) return value.stack || String(value);
    if (typeof value === 'function') return '[Function' + (value.name ? ': ' + value.name : ' (anonymous)') + ']';
    if (value === undefined || typeof value === 'symbol' || typeof value === 'bigint') return String(value);
    try {
      const text = jsonStringify(value);
      return text === undefined ? String(value) : text;
    } catch {
      return String(value);
    }
  }
  function makeConsole() {
    const write =
      (level) =>
      (...args) => {
        if (logs.length >= meta.limits.maxConsoleMessages || logChars >= meta.limits.maxConsoleChars) {
          if (!logs.truncated) logs.push({ level: 'warn', message: '[console output truncated]' });
          logs.truncated = true;
          return;
        }
        let message = args.map(formatValue).join(' ');
        if (message.length > 10000) message = message.slice(0, 10000) + '... [truncated]';
        logChars += message.length;
        logs.push({ level, message });
      };
    const out = {
      log: write('log'),
      info: write('info'),
      warn: write('warn'),
      error: write('error'),
      debug: write('debug'),
      trace: write('debug'),
    };
    out.table = out.log;
    out.dir = out.log;
    return out;
  }

  // ---- libraries, loaded into this context on first use ----
  let luxonLib;
  function luxon() {
    if (!luxonLib) {
      host.loadLuxon();
      luxonLib = g.__sy_luxon;
      delete g.__sy_luxon;
      if (meta.timezone) luxonLib.Settings.defaultZone = meta.timezone;
    }
    return luxonLib;
  }
  let jmespathLib;
  function jmespath(data, query) {
    if (!jmespathLib) {
      host.loadJmespath();
      jmespathLib = g.__sy_jmespath;
      delete g.__sy_jmespath;
    }
    if (typeof data !== 'object' || typeof query !== 'string') {
      throw new Error(
        'Parameters for $jmespath(data, query) are in the wrong order or have the wrong type: data must be an object or array, query a string',
      );
    }
    return jmespathLib.search(data, query);
  }

  // ---- atob / btoa (web globals Node has and plain V8 lacks; Latin-1 strings as in browsers) ----
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  function btoa(input) {
    const text = String(input);
    let out = '';
    for (let i = 0; i < text.length; i += 3) {
      const a = text.charCodeAt(i),
        b = text.charCodeAt(i + 1),
        c = text.charCodeAt(i + 2);
      if (a > 255 || b > 255 || c > 255) throw new Error('Invalid character: btoa() takes Latin-1 text');
      const n = (a << 16) | ((b || 0) << 8) | (c || 0);
      out +=
        B64[(n >> 18) & 63] +
        B64[(n >> 12) & 63] +
        (i + 1 < text.length ? B64[(n >> 6) & 63] : '=') +
        (i + 2 < text.length ? B64[n & 63] : '=');
    }
    return out;
  }
  function atob(input) {
    const text = String(input)
      .replace(/[\t\n\f\r ]/g, '')
      .replace(/={1,2}$/, '');
    if (text.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(text)) throw new Error('Invalid character: atob() takes base64 text');
    let out = '';
    let bits = 0;
    let value = 0;
    for (const char of text) {
      value = (value << 6) | B64.indexOf(char);
      bits += 6;
      if (bits >= 8) {
        bits -= 8;
        out += String.fromCharCode((value >> bits) & 255);
      }
    }
    return out;
  }

  // ---- require: sources come from the worker's allow-list, code runs here ----
  const moduleCache = new Map();
  function makeRequire(fromId) {
    return function require(specifier) {
      const found = host.require(String(specifier), fromId);
      const cached = moduleCache.get(found.id);
      if (cached) return cached.exports;
      const module = { id: found.id, exports: {}, loaded: false };
      moduleCache.set(found.id, module);
      if (found.kind === 'json') {
        module.exports = jsonParse(found.source);
      } else {
        const body = FunctionCtor('exports', 'require', 'module', '__filename', '__dirname', found.source + '\n//# sourceURL=' + found.id);
        const dir = found.id.slice(0, found.id.lastIndexOf('/')) || '/';
        body.call(module.exports, module.exports, makeRequire(found.id), module, found.id, dir);
      }
      module.loaded = true;
      return module.exports;
    };
  }

  // ---- $input, $('Node'), $node ----
  function modeOnly(method) {
    throw validationError(`Can't use .${method}() here`, "This is only available in 'Run Once for All Items' mode", currentIndex);
  }
  function makeInput() {
    const eachItem = meta.mode === 'runOnceForEachItem';
    return {
      all() {
        return eachItem ? modeOnly('all') : items.slice();
      },
      first() {
        return eachItem ? modeOnly('first') : items[0];
      },
      last() {
        return eachItem ? modeOnly('last') : items[items.length - 1];
      },
      itemMatching(index) {
        if (eachItem) return modeOnly('itemMatching');
        if (typeof index !== 'number') throw new Error('itemMatching(itemIndex) needs the index of an input item');
        return items[index];
      },
      get item() {
        return items[currentIndex];
      },
      get params() {
        return meta.node.parameters || {};
      },
      context: { noItemsLeft: false },
    };
  }
  function nodeData(name) {
    name = String(name);
    if (hasOwn(nodes, name) && nodes[name].executed !== false) return nodes[name];
    if (meta.nodeNames.includes(name)) {
      const error = new Error(`Node '${name}' hasn't been executed`);
      error.description = `Execute '${name}' first, or pin data to it.`;
      throw error;
    }
    throw new Error(`There is no node called '${name}'`);
  }
  // The outputs of one run; as in n8n, no run index (or -1) means the latest run.
  function runOutputs(name, data, runIndex) {
    const run = runIndex === undefined || runIndex === -1 ? data.runIndex : runIndex;
    if (hasOwn(data.runs, run)) return data.runs[run];
    const index = Number(run);
    if (Number.isInteger(index) && index >= 0 && index < data.runIndex) {
      throw new Error(
        `Run ${run} of node '${name}' was not passed to the Code node; name the run with a number, as in $('${name}').all(0, ${run})`,
      );
    }
    throw new Error(`Node '${name}' has no run ${run}`);
  }
  // As in n8n, $('Name').all() with no branch reads the output that leads to this node;
  // $items('Name') reads output 0.
  function outputOf(name, branch, runIndex, byPath) {
    const data = nodeData(name);
    const index = byPath && (branch === undefined || branch === null) ? data.branch || 0 : branch || 0;
    return runOutputs(name, data, runIndex)[index] || [];
  }
  function pairedOf(name, data, index) {
    const link = data.paired ? data.paired[index] : undefined;
    if (link === undefined) {
      throw new Error(`Paired item data for item from node '${name}' is unavailable`);
    }
    if (typeof link === 'string') throw new Error(link);
    return (runOutputs(name, data, link[0])[link[1]] || [])[link[2]];
  }
  function makeNodeAccessor(name) {
    name = String(name);
    // As in n8n, $('Name') of a node that has not run is fine; reading its items is not.
    if (!hasOwn(nodes, name) && !meta.nodeNames.includes(name)) throw new Error(`There is no node called '${name}'`);
    const known = hasOwn(nodes, name) ? nodes[name] : {};
    const data = () => nodeData(name);
    return {
      all(branch, runIndex) {
        return outputOf(name, branch, runIndex, true).slice();
      },
      first(branch, runIndex) {
        return outputOf(name, branch, runIndex, true)[0];
      },
      last(branch, runIndex) {
        const list = outputOf(name, branch, runIndex, true);
        return list[list.length - 1];
      },
      get item() {
        return pairedOf(name, data(), currentIndex);
      },
      itemMatching(index) {
        return pairedOf(name, data(), index);
      },
      pairedItem(index) {
        return pairedOf(name, data(), index === undefined ? currentIndex : index);
      },
      get params() {
        return known.parameters || {};
      },
      get context() {
        return known.context || {};
      },
      get isExecuted() {
        return hasOwn(nodes, name) && known.executed !== false;
      },
      get runIndex() {
        return data().runIndex;
      },
    };
  }
  // `$node['Name']` reads the item at the current index, or at `indexOf()` for `$item(i)`.
  function makeLegacyNode(indexOf = () => currentIndex) {
    return new Proxy(
      {},
      {
        get(_target, name) {
          if (typeof name !== 'string') return undefined;
          const data = nodeData(name);
          const list = runOutputs(name, data)[data.branch || 0] || [];
          const item = list[indexOf()] || list[0];
          return {
            json: item ? item.json : {},
            binary: item ? item.binary : undefined,
            parameter: data.parameters || {},
            context: data.context || {},
            runIndex: data.runIndex,
          };
        },
      },
    );
  }

  // ---- $execution with customData, static data ----
  function makeExecution() {
    const custom = meta.execution.customData || {};
    meta.execution.customData = custom;
    const setOne = (key, value) => {
      key = String(key);
      if (!hasOwn(custom, key) && objectKeys(custom).length >= 10) throw new Error('Custom data can hold at most 10 items');
      custom[key.slice(0, 50)] = String(value).slice(0, 255);
    };
    return {
      id: meta.execution.id,
      mode: meta.execution.mode,
      resumeUrl: meta.execution.resumeUrl,
      customData: {
        set: setOne,
        setAll(values) {
          for (const key of objectKeys(values || {})) setOne(key, values[key]);
        },
        get(key) {
          return custom[String(key)];
        },
        getAll() {
          return { ...custom };
        },
      },
    };
  }
  function getStaticData(type) {
    if (type !== 'global' && type !== 'node') throw new Error("The static data type must be 'global' or 'node'");
    staticDataUsed = true;
    return meta.staticData[type];
  }

  function installGlobals() {
    define('console', makeConsole());
    define('$input', makeInput());
    define('$', makeNodeAccessor);
    define('$node', makeLegacyNode());
    define('$items', (name, branch, runIndex) => (name === undefined ? items.slice() : outputOf(name, branch, runIndex).slice()));
    define('$workflow', Object.freeze({ ...meta.workflow }));
    define('$execution', makeExecution());
    define('$prevNode', Object.freeze({ ...meta.prevNode }));
    define('$runIndex', meta.runIndex);
    define('$mode', meta.execution.mode === 'test' ? 'manual' : 'trigger');
    define('$nodeVersion', meta.node.typeVersion);
    define('$parameter', meta.node.parameters || {});
    define('$getNodeParameter', (name, _index, fallback) =>
      hasOwn(meta.node.parameters || {}, name) ? meta.node.parameters[name] : fallback,
    );
    define('$getWorkflowStaticData', getStaticData);
    define('$vars', Object.freeze({ ...meta.variables }));
    define('$ifEmpty', (value, fallback) =>
      value === undefined ||
      value === null ||
      value === '' ||
      (isArray(value) && value.length === 0) ||
      (isObject(value) && objectKeys(value).length === 0)
        ? fallback
        : value,
    );
    define('$jmespath', jmespath);
    define('atob', atob);
    define('btoa', btoa);
    web = installWeb(define, host);
    defineProperty(g, '$env', {
      configurable: true,
      get() {
        throw new Error('access to env vars denied');
      },
    });
    define('require', makeRequire('Code'));
    lazy('luxon', () => luxon());
    lazy('DateTime', () => luxon().DateTime);
    lazy('Duration', () => luxon().Duration);
    lazy('Interval', () => luxon().Interval);
    lazy('$now', () => luxon().DateTime.now());
    lazy('$today', () => luxon().DateTime.now().startOf('day'));
  }

  function setItem(index) {
    currentIndex = index;
    const item = items[index];
    g.$json = item ? item.json : undefined;
    g.$binary = item ? item.binary || {} : undefined;
    g.$itemIndex = index;
    g.item = item;
  }

  function serialize(result) {
    let text;
    try {
      text = jsonStringify(result);
    } catch (error) {
      const seen = new WeakSet();
      text = jsonStringify(result, (_key, value) => {
        if (value !== null && typeof value === 'object') {
          if (seen.has(value)) return '[Circular Reference]';
          seen.add(value);
        }
        return typeof value === 'bigint' ? String(value) : value;
      });
      if (text === undefined) throw error;
    }
    if (text.length > meta.limits.maxOutputChars) {
      const mb = (n) => Math.round((n * 10) / (1024 * 1024)) / 10;
      return jsonStringify({
        failure: {
          kind: 'output',
          message: `The Code node's output is too large (${mb(text.length)} MB of JSON; the limit is ${mb(meta.limits.maxOutputChars)} MB)`,
          description: 'Return fewer or smaller items.',
        },
        console: logs,
      });
    }
    return text;
  }

  async function runAllItems(userFn) {
    setItem(0);
    define('items', items.slice());
    const result = await userFn();
    if (result === null) return [];
    return validateAllItems(result);
  }

  async function runEachItem(userFn) {
    const match = /\$input\.(first|last|all|itemMatching)/.exec(meta.code);
    if (match) {
      const lineNumber = meta.code.split('\n').findIndex((line) => line.includes(match[1])) + 1;
      if (lineNumber !== 0)
        throw validationError(`Can't use .${match[1]}() here`, "This is only available in 'Run Once for All Items' mode", 0, lineNumber);
    }
    const output = [];
    for (let index = 0; index < items.length; index++) {
      setItem(index);
      let result;
      try {
        result = await userFn();
        if (result === undefined || result === null) continue;
        result = validateEachItem(result, index);
      } catch (error) {
        if (!meta.continueOnFail) throw { __syItem: true, error, index };
        const described = describeError(error, index, meta.mode);
        output.push({ json: { error: described.message }, pairedItem: { item: index } });
        continue;
      }
      const item = { json: result.json, pairedItem: { item: index } };
      if (result.binary) item.binary = result.binary;
      output.push(item);
    }
    return output;
  }

  // ---- the legacy Function and Function Item nodes (n8n's nodes before Code) ----
  // `$item(i)`: the expression variables as seen from input item i.
  function makeItemProxy(index) {
    const at = Number(index);
    const item = items[at];
    const view = {
      $json: item ? item.json : undefined,
      $binary: item ? item.binary || {} : undefined,
      $itemIndex: at,
      $position: at,
      $node: makeLegacyNode(() => at),
      $parameter: meta.node.parameters || {},
      $workflow: g.$workflow,
      $execution: g.$execution,
      $runIndex: meta.runIndex,
      $mode: g.$mode,
      $vars: g.$vars,
      $items: g.$items,
      $jmespath: jmespath,
    };
    defineProperty(view, '$now', { enumerable: true, get: () => luxon().DateTime.now() });
    defineProperty(view, '$today', { enumerable: true, get: () => luxon().DateTime.now().startOf('day') });
    return view;
  }
  function checkBinary(data, where) {
    if (!data || typeof data !== 'object' || isArray(data)) throw new Error(`No data was provided to ${where}`);
    for (const key of objectKeys(data)) {
      const entry = data[key];
      if (!isObject(entry) || typeof entry.data !== 'string')
        throw new Error(`The binary property '${key}' given to ${where} needs its content as base64 in 'data'`);
    }
    return data;
  }
  function defineFunctionGlobals() {
    define('$item', makeItemProxy);
    define('getNodeParameter', g.$getNodeParameter);
    define('getWorkflowStaticData', getStaticData);
  }
  async function runFunction(userFn) {
    setItem(0);
    define('items', items);
    defineFunctionGlobals();
    define('getBinaryDataAsync', async (item) => (item ? item.binary : undefined));
    define('setBinaryDataAsync', async (item, data) => {
      if (!item) throw new Error('No item was provided to setBinaryDataAsync (item: INodeExecutionData, data: IBinaryKeyData).');
      item.binary = checkBinary(data, 'setBinaryDataAsync (item: INodeExecutionData, data: IBinaryKeyData).');
    });
    return validateFunctionItems(await userFn());
  }
  async function runFunctionItem(userFn) {
    defineFunctionGlobals();
    const output = [];
    for (let index = 0; index < items.length; index++) {
      setItem(index);
      const current = items[index];
      // As in n8n: `item` is this item's JSON, and binary data goes through the helpers.
      g.item = current.json;
      define('getBinaryData', () => current.binary);
      define('setBinaryData', async (data) => {
        current.binary = checkBinary(data, 'setBinaryData(data)');
      });
      define('getBinaryDataAsync', async () => current.binary);
      define('setBinaryDataAsync', async (data) => {
        current.binary = checkBinary(data, 'setBinaryDataAsync (data: IBinaryKeyData).');
      });
      let json;
      try {
        json = validateFunctionItemJson(await userFn(), index);
      } catch (error) {
        if (!meta.continueOnFail) throw { __syItem: true, error, index };
        output.push({ json: { error: describeError(error, index, meta.mode).message }, pairedItem: { item: index } });
        continue;
      }
      const item = { json, pairedItem: { item: index } };
      if (current.binary) item.binary = current.binary;
      output.push(item);
    }
    return output;
  }
  function runUser(userFn) {
    if (meta.legacy === 'function') return runFunction(userFn);
    if (meta.legacy === 'functionItem') return runFunctionItem(userFn);
    return meta.mode === 'runOnceForEachItem' ? runEachItem(userFn) : runAllItems(userFn);
  }

  const api = {
    prepare(metaJson, itemsJson, nodesJson, loadLuxon, loadJmespath, hostRequire, loadWeb, setTimer, clearTimer) {
      meta = jsonParse(metaJson);
      items = jsonParse(itemsJson);
      for (let i = 0; i < items.length; i++) items[i].pairedItem = { item: i };
      nodes = jsonParse(nodesJson);
      host = { loadLuxon, loadJmespath, require: hostRequire, loadWeb, setTimer, clearTimer };
      installGlobals();
    },
    fire(id) {
      web.fire(id);
    },
    async run() {
      const userFn = g.__sy_user;
      delete g.__sy_user;
      delete g.__sy;
      if (typeof userFn !== 'function') {
        return jsonStringify({ failure: { kind: 'code', message: 'The code could not be started' }, console: logs });
      }
      let output;
      try {
        output = await runUser(userFn);
        const timerFailure = web.failure();
        if (timerFailure !== undefined) throw timerFailure;
      } catch (thrown) {
        const failure =
          thrown && thrown.__syItem ? describeError(thrown.error, thrown.index, meta.mode) : describeError(thrown, undefined, meta.mode);
        return jsonStringify({ failure, console: logs });
      }
      // No prototype: a toJSON the code put on Object.prototype cannot replace the envelope.
      const result = Object.create(null);
      result.items = output;
      result.console = logs;
      result.customData = meta.execution.customData;
      if (staticDataUsed) result.staticData = meta.staticData;
      return serialize(result);
    },
  };
  defineProperty(g, '__sy', { value: api, configurable: true, enumerable: false, writable: false });
})();
