/**
 * Typed readers for environment variables. Each reader names the variable it read, so a
 * bad value is reported as `PORT="abc": expected ...` instead of a stack trace later on.
 */
import { homedir } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

/** The environment to read; `process.env` in production, a plain object in tests. */
export type Env = Readonly<Record<string, string | undefined>>;

/** One invalid variable. */
export interface ConfigIssue {
  variable: string;
  value: string;
  expected: string;
}

/** Thrown by `loadConfig` when one or more variables are invalid; lists all of them. */
export class ConfigError extends Error {
  readonly issues: readonly ConfigIssue[];

  constructor(issues: readonly ConfigIssue[]) {
    const lines = issues.map((i) => `  ${i.variable}=${JSON.stringify(i.value)}: expected ${i.expected}.`);
    super(`Invalid configuration in the environment:\n${lines.join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

/**
 * Collects issues while reading many variables, so one start-up attempt reports every
 * mistake rather than the first.
 */
export class EnvReader {
  readonly issues: ConfigIssue[] = [];

  constructor(private readonly env: Env) {}

  /** The first of `names` that is set to a non-blank value, with the name that supplied it. */
  raw(names: readonly string[]): { variable: string; value: string } | undefined {
    for (const variable of names) {
      const value = this.env[variable];
      if (value !== undefined && value.trim() !== '') return { variable, value: value.trim() };
    }
    return undefined;
  }

  /** Parses the first set variable of `names` with `schema`; `fallback` when none is set. */
  read<T>(names: readonly string[], schema: z.ZodType<T, string>, expected: string, fallback: T): T {
    const found = this.raw(names);
    if (!found) return fallback;
    const parsed = schema.safeParse(found.value);
    if (parsed.success) return parsed.data;
    this.issues.push({ variable: found.variable, value: found.value, expected });
    return fallback;
  }

  /** Records an issue found by a rule that spans several variables. */
  fail(variable: string, expected: string): void {
    this.issues.push({ variable, value: this.env[variable] ?? '', expected });
  }

  /** Throws a `ConfigError` if anything was invalid. */
  throwIfInvalid(): void {
    if (this.issues.length > 0) throw new ConfigError(this.issues);
  }
}

/** An integer within [min, max], written in decimal. */
export function intSchema(min: number, max: number): z.ZodType<number, string> {
  return z
    .string()
    .regex(/^[+-]?\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

const TRUE: ReadonlySet<string> = new Set(['true', '1', 'yes', 'on']);
const FALSE: ReadonlySet<string> = new Set(['false', '0', 'no', 'off']);

/** `true`/`false` (also 1/0, yes/no, on/off), case-insensitive. */
export const boolSchema: z.ZodType<boolean, string> = z
  .string()
  .transform((s) => s.toLowerCase())
  .refine((s) => TRUE.has(s) || FALSE.has(s))
  .transform((s) => TRUE.has(s));

/** One of `values`, exactly as written. */
export function enumSchema<const T extends readonly [string, ...string[]]>(values: T): z.ZodType<T[number], string> {
  return z.enum(values) as unknown as z.ZodType<T[number], string>;
}

/** An absolute http(s) URL. */
export const httpUrlSchema: z.ZodType<string, string> = z.string().refine((s) => {
  try {
    const url = new URL(s);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
});

/** An IANA timezone name the runtime knows, e.g. `Europe/Berlin`. */
export const timezoneSchema: z.ZodType<string, string> = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
});

/** A single URL path segment such as `webhook`: no slashes, nothing that needs escaping. */
export const pathSegmentSchema: z.ZodType<string, string> = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._~-]*$/);

/** A comma-separated list of non-empty names, spaces around commas ignored. */
export const listSchema: z.ZodType<string[], string> = z.string().transform((s) =>
  s
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== ''),
);

/** `flag=control|variant` pairs, comma-separated (experiments pinned to one arm). */
export const featureFlagPinsSchema: z.ZodType<Record<string, 'control' | 'variant'>, string> = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(z.string().regex(/^[a-z0-9-]+=(control|variant)$/)))
  .transform((pairs) => Object.fromEntries(pairs.map((pair) => pair.split('=') as [string, 'control' | 'variant'])));

/** A folder path; `~` and `~/...` expand to the home folder, relative paths resolve from cwd. */
export const folderSchema: z.ZodType<string, string> = z.string().transform((p) => {
  const expanded = p === '~' ? homedir() : p.startsWith('~/') ? resolve(homedir(), p.slice(2)) : p;
  return isAbsolute(expanded) ? resolve(expanded) : resolve(process.cwd(), expanded);
});

/** Folder paths separated by ';' (n8n's N8N_CUSTOM_EXTENSIONS), each resolved like {@link folderSchema}. */
export const folderListSchema: z.ZodType<string[], string> = z.string().transform((s) =>
  s
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => folderSchema.parse(part)),
);

/** `base` with exactly one trailing slash. */
export function withTrailingSlash(base: string): string {
  return base.replace(/\/+$/, '') + '/';
}

/** `base` without trailing slashes. */
export function withoutTrailingSlash(base: string): string {
  return base.replace(/\/+$/, '');
}
