/**
 * Request input checks shared by the routes. Bodies, queries and params are parsed with
 * zod; a ZodError becomes a 400 whose message names the field (see errors.ts), so
 * malformed input never reaches a handler and never ends as a 500. Strings have upper
 * bounds, so a huge value is refused before any work is done with it.
 */
import { isValidEmail, nameTextProblem, passwordProblems } from '@sdk/validation';
import { z } from 'zod';
import { HttpError } from './errors';

/** Parses `value` with `schema`; throws the ZodError (answered 400) when it does not fit. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return schema.parse(value);
}

/** Longest e-mail address (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;
/** First and last names: 1 to 32 characters, as n8n allows. */
export const MAX_NAME_LENGTH = 32;
/** Longest password-like input accepted at all (the policy allows 64). */
export const MAX_PASSWORD_FIELD_LENGTH = 1024;
/** Longest id or token accepted in a query, param or body. */
export const MAX_ID_LENGTH = 512;

/** An e-mail address (local part, @, domain or IP literal, a top-level domain of 2+ letters; the same check as the forms); trimmed. */
export const emailSchema = z
  .string()
  .trim()
  .max(MAX_EMAIL_LENGTH, { error: `Email must be at most ${MAX_EMAIL_LENGTH} characters long.` })
  .refine(isValidEmail, { error: 'Invalid email address.' });

/**
 * Refuses, with a 400 naming `label`, names that cannot be stored as sent on every
 * database: NUL characters and lone surrogates (sdk/validation/names.ts).
 */
export function storableName<S extends z.ZodType<string>>(schema: S, label: string): S {
  return schema.superRefine((value, ctx) => {
    const problem = nameTextProblem(value);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: `${label} ${problem}.` });
  }) as S;
}

function nameSchema(label: string) {
  const message = `${label} must be 1 to ${MAX_NAME_LENGTH} characters long.`;
  return storableName(z.string().trim().min(1, { error: message }).max(MAX_NAME_LENGTH, { error: message }), label);
}

/** A first name, trimmed. */
export const firstNameSchema = nameSchema('First name');
/** A last name, trimmed. */
export const lastNameSchema = nameSchema('Last name');

/** A password as typed (not trimmed); the policy is checked separately. */
export const passwordFieldSchema = z.string().max(MAX_PASSWORD_FIELD_LENGTH, {
  error: `Password must be at most ${MAX_PASSWORD_FIELD_LENGTH} characters long.`,
});

/** An id or token. */
export const idSchema = z.string().min(1).max(MAX_ID_LENGTH);

/** Throws 400 with the policy's messages (all of them) when `password` breaks it. */
export function assertPasswordPolicy(password: string): void {
  const problems = passwordProblems(password);
  if (problems.length > 0) throw new HttpError(400, problems.join(' '));
}
