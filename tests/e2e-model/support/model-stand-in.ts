// The model the end-to-end writer test's backend writes with: an OpenAI-compatible stand-in on
// MODEL_STAND_IN_PORT that answers every request with the article below, streamed when asked, slowly
// enough (a fragment every STREAM_EVERY_MS) for the panel to show the write's progress before it is stored.
import { startOpenAiStandIn } from "../../../backend/tests/support/openai-stand-in";

const MODEL_ARTICLE = {
  title: "Opinión del modelo de prueba",
  intro: "Una introducción escrita por el modelo, con [su ficha](https://www.amazon.es/dp/B0MODELE2E) y <script>alert(1)</script>.",
  summary: ["Rápida", "Silenciosa"],
  sections: [{ heading: "Diseño según el modelo", body: "Acero y cristal. Otra oferta: [aquí](https://www.amazon.es/dp/B0MODELE2E?tag=otro-21)." }],
  pros: ["Barata"],
  cons: ["Pesada"],
  faq: [{ question: "¿Merece la pena?", answer: "Sí, para un uso diario." }],
  conclusion: "Una compra sensata, según el modelo.",
  meta_title: "Opinión del modelo de prueba",
  meta_description: "Lo que el modelo de prueba opina del producto.",
  keywords: ["modelo", "prueba"],
};

/** About 25 fragments of 40 characters: some 10 s of writing, several progress events a second apart. */
const STREAM_EVERY_MS = 400;

async function main() {
  const port = Number(process.env.MODEL_STAND_IN_PORT ?? 8461);
  const usage = { prompt_tokens: 1200, completion_tokens: 34567 };
  // Specs make it answer like a model that is down (STAND_IN_OVERRIDE_PATH) and back.
  const standIn = await startOpenAiStandIn({ kind: "answer", content: MODEL_ARTICLE, usage, everyMs: STREAM_EVERY_MS }, port, { control: true });
  console.log(`[model stand-in] ${standIn.baseUrl}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void standIn.close().then(() => process.exit(0)));
}

void main();
