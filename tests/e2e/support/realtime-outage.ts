// The panel's realtime traffic routed through the test, which can cut it and refuse it for a while
// (websocket and long polling): what the server sends meanwhile is lost, as in a real outage.
import type { Page, WebSocketRoute } from "@playwright/test";

export interface RealtimeOutage {
  /** Resolves once the server has greeted the page (its connection_status event). */
  joined: Promise<void>;
  /** Closes the open connections and refuses new attempts. */
  cut(): Promise<void>;
  /** Lets the client's next attempt through. */
  restore(): void;
}

/** Call before the page opens the panel. */
export async function routeRealtime(page: Page): Promise<RealtimeOutage> {
  let down = false;
  const open: WebSocketRoute[] = [];
  let greeted!: () => void;
  const joined = new Promise<void>((resolve) => (greeted = resolve));
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (down) return void ws.close();
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (String(message).includes("connection_status")) greeted();
      ws.send(message);
    });
    open.push(ws);
  });
  await page.route(/\/socket\.io\/\?.*transport=polling/, (route) => (down ? route.abort() : route.fallback()));
  return {
    joined,
    async cut() {
      down = true;
      await Promise.all(open.splice(0).map((ws) => ws.close()));
    },
    restore() {
      down = false;
    },
  };
}
