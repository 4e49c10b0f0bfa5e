/**
 * The account mails: an invitation and a password reset, each as plain text and HTML
 * with the same link. Every value put into the HTML is escaped.
 */
import type { MailMessage } from './mailer';

const PRODUCT = 'Switchyard';

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}

function html(title: string, paragraphs: string[], link: { url: string; label: string }, footer: string): string {
  const url = escapeHtml(link.url);
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><title>',
    escapeHtml(title),
    '</title></head>',
    '<body style="font-family: sans-serif; line-height: 1.5; color: #222;">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${url}" style="display: inline-block; padding: 8px 16px; background: #ff6d5a; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(link.label)}</a></p>`,
    `<p style="font-size: small;">If the button does not work, copy this link into your browser:<br><a href="${url}">${url}</a></p>`,
    `<p style="font-size: small; color: #666;">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
}

/** Who sent an invitation, as the mail names them. */
export interface Inviter {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

function inviterName(inviter: Inviter): string {
  const name = [inviter.firstName, inviter.lastName].filter((part) => part !== null && part !== '').join(' ');
  if (name !== '' && inviter.email !== null) return `${name} (${inviter.email})`;
  return name !== '' ? name : (inviter.email ?? 'The instance owner');
}

/** The invitation to `to`, with the sign-up link. */
export function invitationMail(to: string, inviter: Inviter, acceptUrl: string): MailMessage {
  const who = inviterName(inviter);
  const subject = `You have been invited to ${PRODUCT}`;
  const intro = `${who} has invited you to join their ${PRODUCT} instance.`;
  const action = 'Open the link below to choose your name and password and finish setting up your account.';
  const footer = 'If you did not expect this invitation, you can ignore this mail.';
  return {
    to,
    subject,
    text: `Hello,\n\n${intro}\n${action}\n\n${acceptUrl}\n\n${footer}\n`,
    html: html(subject, ['Hello,', intro, action], { url: acceptUrl, label: 'Accept the invitation' }, footer),
  };
}

/** The password-reset mail to `to`, with the link to choose a new password. */
export function passwordResetMail(to: string, firstName: string | null, resetUrl: string, validMinutes: number): MailMessage {
  const subject = `Reset your ${PRODUCT} password`;
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const intro = `Someone asked to reset the password of the ${PRODUCT} account of ${to}.`;
  const action = `Open the link below to choose a new password. It works once and for ${validMinutes} minutes.`;
  const footer = 'If you did not ask for this, ignore this mail: your password stays as it is.';
  return {
    to,
    subject,
    text: `${greeting}\n\n${intro}\n${action}\n\n${resetUrl}\n\n${footer}\n`,
    html: html(subject, [greeting, intro, action], { url: resetUrl, label: 'Choose a new password' }, footer),
  };
}
