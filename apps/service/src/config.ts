import { z } from 'zod';
import { describeIssues } from '@mailroom/contract';

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres(ql)?:\/\/)/, { error: 'must start with sqlite: or postgres://' })
    .default('sqlite:./data/service.db'),
  SERVICE_BOOTSTRAP_API_USER: z.string().min(1).max(100).optional(),
  SERVICE_BOOTSTRAP_API_KEY: z
    .string()
    .min(16, { error: 'must be at least 16 characters' })
    .max(200)
    .optional(),
  SEED_DEMO: z
    .enum(['0', '1', 'true', 'false'], { error: 'must be 1 or 0' })
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  PUBLIC_URL: z.url({ error: 'must be a URL such as http://localhost:4010' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(16 * 1024 * 1024),
  /** Whole request headers must arrive within this (slowloris); answered 408 and closed. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
  /** The whole request, body included, must arrive within this; answered 408 and closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  /** Requests per API user per RATE_LIMIT_WINDOW_MS; 0 turns rate limiting off. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).max(10_000_000).default(6000),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
  /** SQLite only: NORMAL survives a process crash; FULL also the last commits on an OS crash or power loss. */
  SQLITE_SYNCHRONOUS: z.enum(['NORMAL', 'FULL'], { error: 'must be NORMAL or FULL' }).default('NORMAL'),
  WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  /** How long a claimed job stays leased; a crashed worker's job is taken over after it (PostgreSQL). */
  JOB_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).default(30_000),
  CALLBACK_ALLOW_HOSTS: z.string().default('*'),
  /** How often the master scheduler looks for due masters; 0 turns it off in this process. */
  MASTER_SCHEDULER_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  NODE_ENV: z.string().default('development'),
});

export type Config = z.infer<typeof ConfigSchema> & { publicUrl: string; validateResponses: boolean };

/** Reads and validates the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(`invalid configuration: ${describeIssues(parsed.error, 'environment')}`);
  const c = parsed.data;
  if (Boolean(c.SERVICE_BOOTSTRAP_API_USER) !== Boolean(c.SERVICE_BOOTSTRAP_API_KEY))
    throw new Error(
      'invalid configuration: SERVICE_BOOTSTRAP_API_USER and SERVICE_BOOTSTRAP_API_KEY go together',
    );
  if (c.HEADERS_TIMEOUT_MS > c.REQUEST_TIMEOUT_MS)
    throw new Error('invalid configuration: HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  return {
    ...c,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    validateResponses: c.NODE_ENV !== 'production',
  };
}
