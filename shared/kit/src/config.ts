import { z } from 'zod';
import { ConfigError } from './errors.js';
import { parseSecretsKey, SECRETS_KEY_FORMAT } from './secrets-key.js';

type Env = Record<string, string | undefined>;

/** Settings whose empty value is a value of its own (declared with `env.keepEmpty`). */
const keepsEmpty = z.registry<{ keepsEmpty: true }>();

/** The object schema under any transforms a config schema wraps it in. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodPipe) inner = inner.in as z.ZodType;
  return inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>) : {};
}

/** The names of the settings a config schema reads. */
export function settingNames(schema: z.ZodType): string[] {
  return Object.keys(shapeOf(schema));
}

/**
 * Parses configuration once, at start-up, from the environment. Every bad variable is reported in
 * one message so an operator can fix them all at once. Only config modules read `process.env`.
 * An empty or blank value counts as unset (the default applies), as most deployment tools write
 * `NAME=` for "no value", except for settings declared with `env.keepEmpty`, whose empty value
 * means what their doc says (e.g. an empty retry schedule: no retries).
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: Env = process.env): z.output<S> {
  const shape = shapeOf(schema);
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => {
      if (value === undefined || value.trim() !== '') return true;
      const setting = Object.hasOwn(shape, name) ? shape[name] : undefined;
      return setting !== undefined && keepsEmpty.has(setting);
    }),
  );
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.map(String).join('.') || '(environment)';
    return `${name}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration. ${problems.join('; ')}`, { problems });
}

/** Environment helpers shared by every service's config schema. */
export const env = {
  port: (fallback: number) => z.coerce.number().int().min(0).max(65_535).default(fallback),
  boolean: (fallback: boolean) =>
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], {
        error: 'must be true or false',
      })
      .default(fallback ? 'true' : 'false')
      .transform((value) => value === 'true' || value === '1' || value === 'yes'),
  url: () =>
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .transform((u) => u.replace(/\/+$/, '')),
  /** A 32-byte key in base64 (`openssl rand -base64 32`), kept as the text given. */
  secretsKey: () =>
    z.string().refine((text) => parseSecretsKey(text) !== undefined, { error: SECRETS_KEY_FORMAT }),
  /** A bearer token guarding /metrics: long enough that guessing it is hopeless. */
  metricsToken: () =>
    z
      .string()
      .trim()
      .min(16, { error: 'must be at least 16 characters (e.g. openssl rand -hex 16)' })
      .regex(/^\S+$/, { error: 'must not contain spaces' })
      .optional(),
  logLevel: () =>
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Declares that an empty value of this setting is a value (say what it means in the setting's
   * doc) rather than "unset"; `schema` then receives the empty string.
   */
  keepEmpty: <S extends z.ZodType>(schema: S): S => {
    keepsEmpty.add(schema, { keepsEmpty: true });
    return schema;
  },
};
