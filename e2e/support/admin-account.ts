/**
 * The run's shop administrator, made by `admin:create` in the e2e shop server's start command
 * (playwright.config.ts) before the server opens the database. No imports: the config reads it.
 */
export const E2E_ADMIN = {
  username: 'e2e_admin',
  email: 'e2e-admin@example.com',
  password: 'admin-e2e-clave-1',
} as const;
