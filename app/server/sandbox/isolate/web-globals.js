/**
 * The Node and web globals users' Code expects and a bare V8 context lacks: Buffer, URL,
 * URLSearchParams, structuredClone, TextEncoder, TextDecoder and the timers. Evaluated INSIDE
 * each isolate context, before runtime.js, which calls `install` from here while it builds
 * the Code node's globals.
 *
 * Buffer, URL, URLSearchParams and structuredClone come from kept libraries (the `buffer`
 * package and core-js), bundled once by the server and loaded into a context only when the
 * code first touches one of them. TextEncoder and TextDecoder are thin UTF-8 views on Buffer.
 * Timers are the worker's own: the isolate asks for one through a host callback, and the
 * worker calls `fire` back into the context when it is due. The worker clears every timer
 * when the run ends, so nothing the code left pending outlives it.
 */
(function defineWebGlobals() {
  'use strict';
  const g = globalThis;

  /** Most timers one run may have pending at once. */
  const MAX_TIMERS = 1000;

  function install(define, host) {
    let libraries;
    let loading = false;
    const library = () => {
      if (!libraries) {
        loading = true;
        try {
          host.loadWeb();
        } finally {
          loading = false;
        }
        libraries = g.__sy_web;
        delete g.__sy_web;
        if (!libraries) throw new Error('Buffer, URL and structuredClone are not available in this sandbox');
      }
      return libraries;
    };
    // Loaded on first use. While the libraries load they look for these very globals (to
    // use a native one where there is one), so then the names read as absent.
    for (const name of ['Buffer', 'URL', 'URLSearchParams', 'structuredClone']) {
      Object.defineProperty(g, name, {
        configurable: true,
        enumerable: false,
        get() {
          if (loading) return undefined;
          const value = library()[name];
          define(name, value);
          return value;
        },
        set(value) {
          define(name, value);
        },
      });
    }

    const utf8Labels = ['utf-8', 'utf8', 'unicode-1-1-utf-8'];
    class TextEncoder {
      get encoding() {
        return 'utf-8';
      }
      encode(input = '') {
        const bytes = library().Buffer.from(String(input), 'utf8');
        return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
      }
      encodeInto(input, target) {
        const bytes = this.encode(input);
        const written = Math.min(bytes.length, target.length);
        target.set(bytes.subarray(0, written));
        return { read: String(input).length, written };
      }
    }
    class TextDecoder {
      constructor(label = 'utf-8', options = {}) {
        if (!utf8Labels.includes(String(label).toLowerCase().trim())) {
          throw new RangeError(`The "${label}" encoding is not supported; TextDecoder here reads UTF-8`);
        }
        this.fatal = Boolean(options.fatal);
        this.ignoreBOM = Boolean(options.ignoreBOM);
      }
      get encoding() {
        return 'utf-8';
      }
      decode(input) {
        if (input === undefined) return '';
        const { Buffer } = library();
        const view = ArrayBuffer.isView(input)
          ? Buffer.from(input.buffer, input.byteOffset, input.byteLength)
          : Buffer.from(new Uint8Array(input));
        const text = view.toString('utf8');
        if (this.fatal && text.includes('\uFFFD') && !Buffer.from(text, 'utf8').equals(view)) {
          throw new TypeError('The encoded data was not valid UTF-8');
        }
        return !this.ignoreBOM && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
      }
    }
    define('TextEncoder', TextEncoder);
    define('TextDecoder', TextDecoder);

    const timers = new Map();
    let nextId = 0;
    let failure;
    function schedule(repeat) {
      return (callback, delay, ...args) => {
        if (typeof callback !== 'function') throw new TypeError('The "callback" argument must be a function');
        if (timers.size >= MAX_TIMERS) throw new Error(`A Code node may have at most ${MAX_TIMERS} timers pending`);
        const id = ++nextId;
        timers.set(id, { run: () => callback(...args), repeat });
        host.setTimer(id, Math.max(0, Number(delay) || 0), repeat);
        return id;
      };
    }
    function clear(id) {
      if (!timers.delete(id)) return;
      host.clearTimer(id);
    }
    define('setTimeout', schedule(false));
    define('setInterval', schedule(true));
    define('setImmediate', (callback, ...args) => schedule(false)(callback, 0, ...args));
    define('clearTimeout', clear);
    define('clearInterval', clear);
    define('clearImmediate', clear);

    return {
      /** Runs timer `id` (called by the worker when it is due). */
      fire(id) {
        const timer = timers.get(id);
        if (!timer) return;
        if (!timer.repeat) timers.delete(id);
        try {
          timer.run();
        } catch (error) {
          // Node ends the process on an error thrown in a timer; here it fails the run.
          if (failure === undefined) failure = error;
        }
      },
      /** The first error a timer threw, if any. */
      failure() {
        return failure;
      },
    };
  }

  Object.defineProperty(g, '__sy_web_install', { value: install, configurable: true, enumerable: false, writable: false });
})();
