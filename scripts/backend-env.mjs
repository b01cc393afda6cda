// The environment `npm start` and `npm run dev` give the embedded backend. `npm start` is how operators run
// it, so the backend's production rules apply there (a contract mismatch is logged instead of failing the
// answer; test hooks only with their token); `npm run dev` keeps the strict checks of development.
export function embeddedBackendEnv(mode, port) {
  return { PORT: port, ...(mode === "start" ? { NODE_ENV: "production" } : {}) };
}
