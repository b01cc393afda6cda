// Every message that counts something agrees with its count, and writes numbers the Spanish way.
// For counts other than one, the texts the specification quotes come out verbatim.
import { createTranslator } from "next-intl";
import messages from "@/messages/es.json";
import { LOCALE } from "./request";

const t = createTranslator({ locale: LOCALE, messages });

describe("count messages", () => {
  it.each([
    ["products.bulk.success", { n: 1 }, "1 producto importado exitosamente"],
    ["products.bulk.success", { n: 3 }, "3 productos importados exitosamente"],
    ["products.bulk.partial", { n: 1 }, "1 URL falló (duplicada o inválida)"],
    ["products.bulk.partial", { n: 2 }, "2 URLs fallaron (duplicadas o inválidas)"],
    ["products.force.failed", { n: 1 }, "Falló 1 regeneración"],
    ["products.force.failed", { n: 2 }, "Fallaron 2 regeneraciones"],
    ["products.force.success", { n: 1 }, "Regeneración exitosa para 1 producto"],
    ["products.force.progress", { done: 0, total: 1 }, "0 de 1 producto procesado"],
    ["products.niche.subtitle", { filtered: 1, total: 1 }, "1 de 1 producto disponible"],
    ["products.niche.subtitle", { filtered: 2, total: 12500 }, "2 de 12.500 productos disponibles"],
    ["products.all.countFiltered", { filtered: 1, total: 1 }, "1 de 1 producto"],
    ["products.all.countPending", { n: 1 }, "1 pendiente"],
    ["products.all.countCompleted", { n: 1 }, "1 completado"],
    ["products.all.countCompleted", { n: 4 }, "4 completados"],
    ["products.all.filters.shown", { filtered: 0, total: 1 }, "0 de 1 producto"],
    ["realtime.descriptions.connected", { count: 1 }, "Actualizaciones en tiempo real activas (1 evento procesado)"],
    ["realtime.descriptions.connected", { count: 12500 }, "Actualizaciones en tiempo real activas (12.500 eventos procesados)"],
    ["niches.list.counter", { shown: 1, total: 1 }, "1 de 1 nicho"],
    ["nicheCatalog.list.count", { shown: 1, total: 1 }, "1 de 1 plantilla"],
    ["nicheCatalog.list.showMore", { count: 1 }, "Mostrar más (1 restante)"],
    ["nicheCatalog.uploader.onlyMore", { n: 1 }, "Solo se puede subir 1 imagen más"],
    ["apiClients.list.filteredCount", { shown: 1, total: 1 }, "1 de 1 cliente"],
    ["apiClients.usage.barTitle", { date: "24/11", requests: 1, errors: 1 }, "24/11: 1 petición, 1 error"],
    ["products.force.success", { n: 2 }, "Regeneración exitosa para 2 productos"],
    ["products.all.countFiltered", { filtered: 2, total: 5 }, "2 de 5 productos"],
    ["products.all.countPending", { n: 2 }, "2 pendientes"],
    ["products.all.filters.shown", { filtered: 2, total: 5 }, "2 de 5 productos"],
    ["nicheCatalog.uploader.onlyMore", { n: 2 }, "Solo se pueden subir 2 imágenes más"],
    ["products.bulk.problemsTitle", { n: 1 }, "1 línea no se puede importar"],
    ["products.bulk.problemsTitle", { n: 3 }, "3 líneas no se pueden importar"],
    ["products.bulk.moreProblems", { n: 1 }, "Y 1 línea más"],
  ] as const)("%s with %o says %p", (key, values, text) => {
    expect(t(key, values as never)).toBe(text);
  });
});
