import crypto from 'node:crypto';
import { ApiError } from '@mailroom/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import { parseSettings, type CompanySettings } from '../company/settings';

export interface BusinessUnit {
  id: number;
  name: string;
  settings: CompanySettings;
}

/**
 * Keys are 256-bit random secrets, so a salted HMAC-SHA256 is the right hash: a memory-hard function adds
 * nothing against brute force here and would cost milliseconds on every API call.
 */
export function hashKey(key: string, salt: string): string {
  return crypto.createHmac('sha256', salt).update(key).digest('hex');
}

const CACHE_MS = 30_000;

/** Resolves `Api-User` + `api-key` to a business unit; caches verified pairs briefly. */
export class Authenticator {
  private readonly cache = new Map<string, { bu: BusinessUnit; hash: string; salt: string; until: number }>();
  constructor(private readonly db: Db) {}

  async authenticate(req: FastifyRequest): Promise<BusinessUnit> {
    const user = header(req, 'api-user');
    const key = header(req, 'api-key');
    if (!user || !key) throw new ApiError('unauthorized', 'missing Api-User or api-key header');
    const now = Date.now();
    const cached = this.cache.get(user);
    if (cached && cached.until > now) {
      if (safeEqual(hashKey(key, cached.salt), cached.hash)) return cached.bu;
    }
    const row = await this.db.kysely
      .selectFrom('api_users')
      .selectAll()
      .where('name', '=', user)
      .executeTakeFirst();
    const hash = row ? hashKey(key, row.key_salt) : hashKey(key, 'no-such-user');
    if (!row || !safeEqual(hash, row.key_hash))
      throw new ApiError('unauthorized', 'invalid Api-User and/or api-key');
    const bu = { id: row.id, name: row.name, settings: parseSettings(row.settings) };
    this.cache.set(user, { bu, hash: row.key_hash, salt: row.key_salt, until: now + CACHE_MS });
    return bu;
  }

  /** Drops cached units, after a key or a company setting changed. */
  forget(name?: string) {
    if (name) this.cache.delete(name);
    else this.cache.clear();
  }
}

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return typeof v === 'string' && v.length > 0 && v.length <= 512 ? v : undefined;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
