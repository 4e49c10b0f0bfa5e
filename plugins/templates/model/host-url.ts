/**
 * Where the editor calls the templates host. The built-in host is published under the
 * instance's editor URL; a page opened under another name of the same server (127.0.0.1
 * instead of localhost, a proxy's name) calls it on its own origin instead, which its
 * content security policy allows and which needs no cross-origin request.
 */

/** The host URL to call from a page at `pageOrigin`; `editorBase` is `settings.urlBaseEditor`. */
export function resolveTemplatesHost(host: string, editorBase: string | undefined, pageOrigin: string | undefined): string {
  const withSlash = host.endsWith('/') ? host : `${host}/`;
  if (!editorBase || !pageOrigin) return withSlash;
  const base = editorBase.replace(/\/+$/, '');
  return withSlash.startsWith(`${base}/`) ? `${pageOrigin}${withSlash.slice(base.length)}` : withSlash;
}
