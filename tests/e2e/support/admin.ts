export const ADMIN = {
  username: process.env.ADMIN_USERNAME ?? "admin",
  password: process.env.ADMIN_PASSWORD ?? "admin123",
};

export const BACKEND_URL = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 8100}`;

// One file per backend: tokens from another run's backend would be rejected (and log the test out).
export const AUTH_FILE = `tests/e2e/.auth/admin-${process.env.E2E_BACKEND_PORT ?? 8100}.json`;
