/** Outgoing mail: the SMTP mailer and the account mails. */
export { createMailer, MailError } from './mailer';
export type { Mailer, MailMessage } from './mailer';
export { invitationMail, passwordResetMail } from './templates';
export type { Inviter } from './templates';
