import path from 'node:path';
import { z } from 'zod';
import { describeIssues, REPORT_PAGE_MAX } from '@mailroom/contract';

const flag = (fallback: '0' | '1') =>
  z
    .enum(['0', '1', 'true', 'false'], { error: 'must be 1 or 0' })
    .default(fallback)
    .transform((v) => v === '1' || v === 'true');

const seconds = (fallback: number, min: number) => z.coerce.number().int().min(min).default(fallback);

/**
 * TRUST_PROXY takes Express's forms: false (default: req.ip is the socket peer), true, a hop count, or a comma list
 * of addresses/subnets. Only trust what actually sits in front of the BFF: it decides req.ip (rate limits) and
 * req.secure (Secure cookies).
 */
const TrustProxySchema = z
  .string()
  .default('false')
  .transform((v): boolean | number | string => {
    if (v === 'true') return true;
    if (v === 'false' || v === '') return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v;
  });

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  SERVICE_URL: z
    .url({ error: 'must be a URL such as http://127.0.0.1:4010' })
    .default('http://127.0.0.1:4010'),
  SERVICE_API_USER: z
    .string({ error: 'is required (the API user the BFF calls the service as)' })
    .min(1)
    .max(100),
  SERVICE_API_KEY: z
    .string({ error: 'is required (the api-key of SERVICE_API_USER)' })
    .min(16, { error: 'must be at least 16 characters' })
    .max(512),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres(ql)?:\/\/)/, { error: 'must start with sqlite: or postgres://' })
    .default('sqlite:./data/bff.db'),
  SESSION_SECRET: z
    .string({ error: 'is required: 32 or more random characters (e.g. openssl rand -base64 32)' })
    .min(32, { error: 'must be at least 32 characters' }),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(12, { error: 'must be at least 12 characters' }).max(200).optional(),
  /** Base URL the service reaches the BFF at, for ticket callbacks. */
  PUBLIC_URL: z.url({ error: 'must be a URL such as http://localhost:4000' }).optional(),
  TRUST_PROXY: TrustProxySchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_SECONDS: seconds(30 * 60, 1),
  SESSION_ABSOLUTE_SECONDS: seconds(12 * 3600, 1),
  /** Sign-in attempts per IP and per e-mail in SIGNIN_WINDOW_SECONDS. */
  SIGNIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  SIGNIN_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  SIGNIN_WINDOW_SECONDS: seconds(15 * 60, 1),
  /**
   * API requests per minute per session (0: off). Every console user shares the BFF's one API user at the
   * service, so one runaway tab or script must not spend the service's per-API-user allowance for everybody.
   */
  SESSION_RATE_LIMIT: z.coerce.number().int().min(0).default(600),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** First poll of a ticket whose callback has not come; later polls back off to TICKET_POLL_MAX_MS. */
  TICKET_POLL_MS: z.coerce.number().int().min(50).default(5_000),
  TICKET_POLL_MAX_MS: z.coerce.number().int().min(50).default(60_000),
  IMPORT_CHUNK_SIZE: z.coerce.number().int().min(1).max(100_000).default(10_000),
  IMPORT_MAX_ROWS: z.coerce.number().int().min(1).default(1_000_000),
  /** Events per kind read from the service per page of a report download (the service's maximum). */
  REPORT_PAGE_SIZE: z.coerce.number().int().min(1).max(REPORT_PAGE_MAX).default(REPORT_PAGE_MAX),
  /** The built SPA; served when it holds an index.html. */
  // Express's sendFile needs an absolute path; a relative one is taken from the working directory.
  WEB_DIST: z
    .string()
    .transform((p) => path.resolve(p))
    .optional(),
  COOKIE_SECURE: z.enum(['auto', 'always', 'never']).default('auto'),
  PRINT_ADMIN_PASSWORD: flag('1'),
});

export type Config = z.infer<typeof ConfigSchema> & { publicUrl: string; serviceUrl: string };

/** Reads and validates the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (VAR= in an .env file) means "not set", not an invalid value.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(given);
  if (!parsed.success)
    throw new Error(`invalid configuration: ${describeIssues(parsed.error, 'environment')}`);
  const c = parsed.data;
  if (c.ADMIN_PASSWORD && !c.ADMIN_EMAIL)
    throw new Error('invalid configuration: ADMIN_PASSWORD needs ADMIN_EMAIL');
  return {
    ...c,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    serviceUrl: c.SERVICE_URL.replace(/\/$/, ''),
  };
}
