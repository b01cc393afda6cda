import "server-only";
import { createTranslator } from "next-intl";
import messages from "@/messages/es.json";

// Through a translator, not the JSON's strings: the build precompiles messages (next.config.mjs),
// while the front server (server/front-server.ts) is bundled with them as written.
export const proxyText = createTranslator({ locale: "es", messages, namespace: "proxy" });
