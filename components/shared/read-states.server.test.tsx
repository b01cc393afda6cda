/**
 * @jest-environment node
 */
import { renderToPipeableStream } from "react-dom/server";
import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { ApiError } from "@/lib/http/api-error";
import { LOCALE, TIME_ZONE } from "@/lib/i18n/request";
import type { ReadSource } from "@/lib/read/read-view";
import messages from "@/messages/es.json";
import { ReadStates } from "./read-states";

const TEXTS = { loading: "Cargando nichos...", error: "Error al cargar los nichos", errorDetail: "Sin conexión.", retry: "Reintentar" };

function read(state: Partial<ReadSource<string[]>>): ReadSource<string[]> {
  return { data: undefined, mutate: async () => undefined, ...state };
}

/** The page's HTML as the server streams it once everything is ready, as Next's renderer does. */
function serverHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => (html += chunk.toString()));
    sink.on("end", () => resolve(html));
    const withTexts = (
      <NextIntlClientProvider locale={LOCALE} timeZone={TIME_ZONE} messages={messages}>
        {element}
      </NextIntlClientProvider>
    );
    const stream = renderToPipeableStream(withTexts, { onAllReady: () => stream.pipe(sink), onError: reject });
  });
}

const names = (data: string[]) => <ul>{data.map((name) => <li key={name}>{name}</li>)}</ul>;

// The failure, empty and no-match states load apart from the list: the server still sends them.
it.each([
  ["failure", read({ error: new Error("500") }), "Error al cargar los nichos"],
  ["outage", read({ error: new ApiError(502, null) }), "No se pudo conectar con el servidor. Inténtalo de nuevo en unos segundos."],
  ["empty", read({ data: [] }), "Crea tu primer nicho"],
  ["no match", read({ data: ["Cafeteras"] }), "Ningún nicho coincide."],
])("renders the %s state on the server", async (_, source, text) => {
  const html = await serverHtml(
    <ReadStates
      read={source}
      texts={TEXTS}
      empty={{ when: source.data?.length === 0, title: "Crea tu primer nicho" }}
      noMatch={{ when: true, title: "Sin resultados", description: "Ningún nicho coincide.", clearLabel: "Limpiar filtros", onClear: () => {} }}
    >
      {names}
    </ReadStates>,
  );
  expect(html).toContain(text);
});

it("renders the rows on the server", async () => {
  const html = await serverHtml(
    <ReadStates read={read({ data: ["Cafeteras"] })} texts={TEXTS}>
      {names}
    </ReadStates>,
  );
  expect(html).toContain("<li>Cafeteras</li>");
});
