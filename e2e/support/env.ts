/** The port the e2e server listens on; uncommon so it does not clash with `npm start` or dev. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4321);

export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The admin the e2e server seeds (scripts/e2e-server.mjs passes these to the server). */
export const E2E_ADMIN = {
  email: 'admin@oneworld.test',
  password: 'E2e-Admin-Password1',
} as const;
