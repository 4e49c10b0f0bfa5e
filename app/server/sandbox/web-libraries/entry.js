// The libraries behind the Code sandbox's Buffer, URL, URLSearchParams and structuredClone
// (isolate/web-globals.js). The server bundles this file once for the isolates.
import { Buffer } from 'buffer';
import URL from 'core-js-pure/stable/url/index.js';
import URLSearchParams from 'core-js-pure/stable/url-search-params/index.js';
import structuredClone from 'core-js-pure/stable/structured-clone.js';

globalThis.__sy_web = { Buffer, URL, URLSearchParams, structuredClone };
