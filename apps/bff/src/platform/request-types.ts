import type { Role } from '../users/roles';

/** Who is calling, resolved from the session cookie by the session middleware. */
export interface Principal {
  sessionId: string;
  userId: string;
  email: string;
  role: Role;
  csrfToken: string;
  expiresAt: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      principal?: Principal;
    }
    interface Locals {
      /** Overrides of what the audit middleware records for this request. */
      audit?: { action?: string; target?: string; userId?: string; email?: string };
    }
  }
}
