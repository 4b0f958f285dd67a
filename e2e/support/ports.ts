/** Fixed loopback ports for the end-to-end platform, its mail catcher and the second remote host. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const ADMIN_EMAIL = 'admin@skillhub.test';
export const ADMIN_PASSWORD = 'Admin@12345';
