/**
 * The HTML mail of send-and-wait (Send Email, Gmail): the message, its link buttons
 * styled as primary or secondary, and the attribution line unless turned off.
 */
import type { SendAndWaitButton, SendAndWaitMessage } from '.';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const BUTTON_STYLES: Record<string, string> = {
  primary:
    'display:inline-block;padding:12px 24px;margin:4px;border-radius:6px;background:#ff6d5a;color:#ffffff;text-decoration:none;font-weight:600;',
  secondary:
    'display:inline-block;padding:12px 24px;margin:4px;border-radius:6px;border:1px solid #c3c9d5;background:#ffffff;color:#525356;text-decoration:none;font-weight:600;',
};

const buttonHtml = ({ url, label, style }: SendAndWaitButton): string =>
  `<a href="${escapeHtml(url)}" target="_blank" style="${BUTTON_STYLES[style] ?? BUTTON_STYLES['primary']}">${escapeHtml(label)}</a>`;

/** The mail's HTML body. */
export function sendAndWaitMailHtml({ message, buttons, appendAttribution }: SendAndWaitMessage): string {
  const text = escapeHtml(message).replace(/\n/g, '<br>');
  const attribution = appendAttribution
    ? '<p style="color:#909399;font-size:12px">This email was sent automatically with Switchyard</p>'
    : '';
  return `<!DOCTYPE html><html><body style="font-family:sans-serif"><p>${text}</p><div>${buttons.map(buttonHtml).join('\n')}</div>${attribution}</body></html>`;
}
