import { z } from 'zod';
import { ConfigError } from './errors.js';

type Env = Record<string, string | undefined>;

/**
 * Parses configuration once, at start-up, from the environment. Every bad variable is reported in
 * one message so an operator can fix them all at once. Only config modules read `process.env`.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: Env = process.env): z.output<S> {
  // Empty strings count as unset, as most deployment tools write them for "no value".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
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
  logLevel: () =>
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};
