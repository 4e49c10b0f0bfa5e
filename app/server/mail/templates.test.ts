import { describe, expect, it } from 'vitest';
import { invitationMail, passwordResetMail } from './templates';

describe('account mails', () => {
  it('puts the invite link in both bodies and escapes names in the HTML', () => {
    const url = 'https://sy.example.com/signup?inviterId=a&inviteeId=b';
    const mail = invitationMail('new@example.com', { firstName: '<Olga>', lastName: 'O"Neil', email: 'o@example.com' }, url);
    expect(mail.to).toBe('new@example.com');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('<Olga> O"Neil (o@example.com) has invited you');
    expect(mail.html).toContain('href="https://sy.example.com/signup?inviterId=a&amp;inviteeId=b"');
    expect(mail.html).toContain('&lt;Olga&gt; O&quot;Neil');
    expect(mail.html).not.toContain('<Olga>');
  });

  it('says how long a reset link works', () => {
    const mail = passwordResetMail('u@example.com', null, 'https://sy.example.com/change-password?token=t', 120);
    expect(mail.subject).toBe('Reset your Switchyard password');
    expect(mail.text).toContain('https://sy.example.com/change-password?token=t');
    expect(mail.text).toContain('for 120 minutes');
    expect(mail.text.startsWith('Hello,')).toBe(true);
  });
});
