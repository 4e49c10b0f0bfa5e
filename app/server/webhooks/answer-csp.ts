/**
 * The Content-Security-Policy of workflow answers (webhooks, forms, Wait-node resume URLs):
 * a sandbox without `allow-same-origin`, so a workflow's page never runs as the editor's
 * origin. The HTTP layer sets it on every such answer before the handler runs; the answers
 * that replace headers (Respond to Webhook, the Form Trigger page) set it again here.
 * Why: docs/security.md "Browser isolation (CSP)".
 */

/**
 * What a workflow's page may do: run scripts, submit forms, open pop-ups and dialogs,
 * download. Never `allow-same-origin` (that would give it the editor's origin back) nor
 * `allow-top-navigation` (it could not read the editor anyway, but it must not replace a
 * page that framed it).
 */
export const WORKFLOW_ANSWER_CSP =
  'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-modals allow-downloads';

/**
 * The `content-security-policy` value for a workflow answer that asked for `own`: ours,
 * plus the workflow's as a second policy.
 */
export function workflowAnswerCsp(own: string | undefined): string | string[] {
  return own === undefined || own.trim() === '' ? WORKFLOW_ANSWER_CSP : [WORKFLOW_ANSWER_CSP, own];
}
