import { createRef, useState, type RefObject } from 'react';
import { passwordProblems } from '@sdk';
import { describePasswordProblems, focusFirstInvalid } from './parts';

/** The fields every account form has: the name and a new password. */
export interface NameAndPassword {
  firstName: string;
  lastName: string;
  password: string;
}

/** The values of an account form: the name, the password and other text fields. */
export type AccountValues<V> = NameAndPassword & { [K in keyof V]: string };

/** The message each field shows; null or absent when it has none. */
export type FormErrors<V> = { [K in keyof V]?: string | null };

/** Checks the name and password fields; the messages are what the form shows. */
export function validateNameAndPassword(values: NameAndPassword): Required<FormErrors<NameAndPassword>> {
  const problems = passwordProblems(values.password);
  return {
    firstName: values.firstName.trim() === '' ? 'Enter your first name.' : null,
    lastName: values.lastName.trim() === '' ? 'Enter your last name.' : null,
    password: values.password === '' ? 'Choose a password.' : problems.length ? describePasswordProblems(problems.length) : null,
  };
}

/** The state of an account form, as {@link useAccountForm} gives it. */
export interface AccountForm<V extends AccountValues<V>> {
  values: V;
  errors: FormErrors<V>;
  /** The value, change handler, message and input ref of a field, as `TextField` props. */
  field: (key: keyof V & string) => {
    value: string;
    onChange: (value: string) => void;
    error: string | null | undefined;
    inputRef: RefObject<HTMLInputElement | null>;
  };
  /**
   * Shows every field's message and focuses the first field (in the order of the initial
   * values) that has one. True when no field has a message.
   */
  check: () => boolean;
}

/** Values, messages and inputs of an account form checked by `validate`. */
export function useAccountForm<V extends AccountValues<V>>(initial: V, validate: (values: V) => FormErrors<V>): AccountForm<V> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  // The input of each field, to focus the first one with a message.
  const [refs] = useState(
    () =>
      Object.fromEntries(Object.keys(initial).map((key) => [key, createRef<HTMLInputElement>()])) as Record<
        keyof V,
        RefObject<HTMLInputElement | null>
      >,
  );

  const set = (key: keyof V & string) => (value: string) => {
    const nextValues = { ...values, [key]: value };
    setValues(nextValues);
    // After a failed submit, a message goes as soon as its field is fixed.
    if (errors[key]) setErrors((e) => ({ ...e, [key]: validate(nextValues)[key] }));
  };

  const check = () => {
    const next = validate(values);
    setErrors(next);
    const order = (Object.keys(initial) as (keyof V)[]).map((key) => [next[key], refs[key].current] as const);
    return !focusFirstInvalid(order);
  };

  const field = (key: keyof V & string) => ({ value: values[key], onChange: set(key), error: errors[key], inputRef: refs[key] });

  return { values, errors, field, check };
}
