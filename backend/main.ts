// Entry point: `npm run backend` (tsx backend/main.ts).
import { buildServer } from "./app";

async function main() {
  let built;
  try {
    built = await buildServer();
  } catch (err) {
    console.error(`[backend] No se pudo iniciar: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
  const { app, ctx } = built;
  const { host, port, dataDir } = ctx.config;
  try {
    await app.listen({ host, port });
  } catch (err) {
    const code = (err as { code?: string }).code;
    console.error(
      code === "EADDRINUSE"
        ? `[backend] El puerto ${port} ya está en uso (BACKEND_PORT=${port}). Usa otro puerto o detén el proceso que lo ocupa.`
        : `[backend] No se pudo escuchar en ${host}:${port}: ${err instanceof Error ? err.message : String(err)}`,
    );
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  console.log(`[backend] Escuchando en http://${host}:${port} (API /api/v1, Socket.IO /socket.io/, wrapper /wrapper, datos en ${dataDir})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[backend] ${signal} recibido, cerrando...`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close().catch((e) => console.error(e));
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

void main();
