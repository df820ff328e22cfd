/** The first admin of the stack playwright.config.ts starts for the specs (fresh databases every run). */
export const e2eAdmin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-1',
};
