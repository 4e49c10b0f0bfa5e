import { PasswordRules, TextField } from './parts';
import type { AccountForm, AccountValues } from './use-account-form';

/**
 * The first name, last name and password fields of an account form, with their messages
 * and the password rules. `idPrefix` makes the ids (`<prefix>-first-name`, …) unique.
 */
export function NameAndPasswordFields<V extends AccountValues<V>>({
  idPrefix,
  form,
  autoFocus,
}: {
  idPrefix: string;
  form: AccountForm<V>;
  /** Focus the first name field when the form shows. */
  autoFocus?: boolean;
}) {
  const rulesId = `${idPrefix}-password-rules`;
  return (
    <>
      <div className="auth-form__row">
        <TextField
          id={`${idPrefix}-first-name`}
          label="First name"
          autoComplete="given-name"
          {...form.field('firstName')}
          autoFocus={autoFocus ?? false}
        />
        <TextField id={`${idPrefix}-last-name`} label="Last name" autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <TextField
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="new-password"
        {...form.field('password')}
        hintId={rulesId}
        hint={<PasswordRules id={rulesId} password={form.values.password} showUnmet={Boolean(form.errors.password)} />}
      />
    </>
  );
}
