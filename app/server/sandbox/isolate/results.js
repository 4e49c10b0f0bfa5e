/**
 * Part of the Code node runtime, evaluated INSIDE each isolate context before
 * runtime.js (which takes these functions and removes `__sy_results`): n8n's Code
 * node result normalisation and error descriptions, with n8n's messages
 * (packages/nodes-base/nodes/Code: result-validation.ts, utils.ts, ValidationError,
 * ExecutionError).
 */
(function installResults() {
  'use strict';
  const isArray = Array.isArray;
  const objectKeys = Object.keys;
  const hasOwn = (value, key) => Object.prototype.hasOwnProperty.call(value, key);
  const ITEM_KEYS = new Set(['json', 'binary', 'pairedItem', 'error']);

  // ---- errors shaped like n8n's ValidationError / ExecutionError ----
  function validationError(message, description, itemIndex, lineNumber) {
    return { __syValidation: true, message, description, itemIndex, lineNumber };
  }
  function isObject(value) {
    return value !== null && typeof value === 'object' && !isArray(value) && !(value instanceof Date);
  }

  // ---- n8n's result normalisation (packages/nodes-base/nodes/Code/utils.ts, result-validation.ts) ----
  function normalizeItems(data) {
    if (typeof data === 'object' && !isArray(data)) data = data.json ? [data] : [{ json: data }];
    const has = (key) => (item) => typeof item === 'object' && item !== null && key in item;
    if (data.every(has('json'))) return data;
    if (data.some(has('json'))) throw new Error('Inconsistent item format');
    if (data.every(has('binary'))) {
      return data.map((item) => {
        const json = {};
        for (const key of objectKeys(item)) if (key !== 'binary') json[key] = item[key];
        return { json, binary: item.binary };
      });
    }
    if (data.some(has('binary'))) throw new Error('Inconsistent item format');
    return data.map((item) => ({ json: item }));
  }
  function validateItem(item, itemIndex) {
    if (item.json === undefined || !isObject(item.json)) {
      throw validationError(
        "A 'json' property isn't an object",
        "In the returned data, every key named 'json' must point to an object.",
        itemIndex,
      );
    }
    if (item.binary !== undefined && !isObject(item.binary)) {
      throw validationError(
        "A 'binary' property isn't an object",
        "In the returned data, every key named 'binary' must point to an object.",
        itemIndex,
      );
    }
  }
  function validateTopLevelKeys(item, itemIndex) {
    for (const key in item) {
      if (hasOwn(item, key) && !ITEM_KEYS.has(key)) {
        throw validationError(
          `Unknown top-level item key: ${key}`,
          'Access the properties of an item under `.json`, e.g. `item.json`',
          itemIndex,
        );
      }
    }
  }
  function validateAllItems(result) {
    if (typeof result !== 'object') {
      throw validationError(
        "Code doesn't return items properly",
        'Please return an array of objects, one for each item you would like to output.',
      );
    }
    if (isArray(result)) {
      const strict = result.some((item) => item !== null && typeof item === 'object' && objectKeys(item).some((key) => ITEM_KEYS.has(key)));
      if (strict) result.forEach(validateTopLevelKeys);
    }
    const output = normalizeItems(result);
    output.forEach(validateItem);
    return output;
  }
  function validateEachItem(result, itemIndex) {
    if (typeof result !== 'object') {
      throw validationError(
        "Code doesn't return an object",
        `Please return an object representing the output item. ('${String(result)}' was returned instead.)`,
        itemIndex,
      );
    }
    if (isArray(result)) {
      const first = result.length > 0 ? `An array of ${typeof result[0]}s was returned.` : 'An empty array was returned.';
      throw validationError(
        "Code doesn't return a single object",
        `${first} If you need to output multiple items, please use the 'Run Once for All Items' mode instead.`,
        itemIndex,
      );
    }
    const [item] = normalizeItems([result]);
    validateItem(item, itemIndex);
    validateTopLevelKeys(item, itemIndex);
    return item;
  }

  // ---- the legacy Function and Function Item nodes' result rules (n8n's messages) ----
  function validateFunctionItems(result) {
    if (result === undefined) throw validationError('No data got returned. Always return an Array of items!');
    if (result === null || typeof result !== 'object') throw validationError('Always an Array of items has to be returned!');
    const output = normalizeItems(result);
    for (const item of output) {
      if (item.json === undefined) throw validationError('All returned items have to contain a property named "json"!');
      if (item.json === null || typeof item.json !== 'object') throw validationError('The json-property has to be an object!');
      if (item.binary !== undefined && (item.binary === null || isArray(item.binary) || typeof item.binary !== 'object')) {
        throw validationError('The binary-property has to be an object!');
      }
    }
    return output;
  }
  function validateFunctionItemJson(result, itemIndex) {
    if (result === undefined) throw validationError('No data got returned. Always an object has to be returned!', undefined, itemIndex);
    if (result === null || typeof result !== 'object') {
      throw validationError('The returned data has to be an object!', `'${String(result)}' was returned instead.`, itemIndex);
    }
    return result;
  }

  // ---- errors thrown by user code, described like n8n's ExecutionError ----
  function describeError(error, itemIndex, mode, code) {
    if (error && error.__syValidation) {
      const { lineNumber, itemIndex: at } = error;
      const suffix =
        lineNumber !== undefined && at !== undefined
          ? ` [line ${lineNumber}, for item ${at}]`
          : lineNumber !== undefined
            ? ` [line ${lineNumber}]`
            : at !== undefined
              ? ` [item ${at}]`
              : '';
      return { kind: 'validation', message: error.message + suffix, description: error.description, itemIndex: at, lineNumber };
    }
    const isError = error instanceof Error || (error !== null && typeof error === 'object' && typeof error.message === 'string');
    const stack = isError && typeof error.stack === 'string' ? error.stack : '';
    const frame = /\(?Code:(\d+):\d+\)?/.exec(stack.split('\n').slice(1).join('\n'));
    const lineNumber = frame ? Number(frame[1]) : undefined;
    let details = isError ? String(error.message) : String(error);
    const name = isError && typeof error.name === 'string' ? error.name : 'Error';
    if (mode === 'runOnceForAllItems' && details === 'items is not defined' && !/(let|const|var) +items +=/.test(code)) {
      details = '`items` is not defined. Did you mean `$input.all()`?';
    }
    if (mode === 'runOnceForEachItem' && details === 'item is not defined' && !/(let|const|var) +item +=/.test(code)) {
      details = '`item` is not defined. Did you mean `$input.item.json`?';
    }
    if (details === 'Not supported' && /\bimport\s*\(/.test(code)) {
      details = 'import() is not available in the Code node; use require() for allowed modules';
    }
    const where =
      lineNumber === undefined ? '' : itemIndex === undefined ? ` [line ${lineNumber}]` : ` [line ${lineNumber}, for item ${itemIndex}]`;
    return {
      kind: 'code',
      message: `${name}: ${details}${where}`,
      description: isError && typeof error.description === 'string' ? error.description : details,
      itemIndex,
      lineNumber,
      stack: stack.slice(0, 4000),
    };
  }

  Object.defineProperty(globalThis, '__sy_results', {
    value: {
      validationError,
      isObject,
      validateAllItems,
      validateEachItem,
      validateFunctionItems,
      validateFunctionItemJson,
      describeError,
    },
    configurable: true,
    enumerable: false,
    writable: false,
  });
})();
