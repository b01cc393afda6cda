// Whether a list pages the way the panel asks for its next pages: `limit=1` answers one record and
// `skip=1&limit=1` the list's second. An upstream that ignores both is read whole, which works while
// a list never answers exactly 100 records (the panel would then ask for a second page).
import { fail, note, type Finding } from "./findings";

type Record = { id?: unknown };

export function pagingFinding(where: string, list: readonly Record[], first: readonly Record[], second: readonly Record[]): Finding | undefined {
  if (list.length < 2) return undefined;
  if (first.length > 1 && second.length > 1) {
    return note(`${where} no pagina (ignora skip/limit): el panel lo lee entero mientras no devuelva exactamente 100 elementos.`);
  }
  if (first.length === 1 && second.length === 1 && first[0].id === list[0].id && second[0].id === list[1].id) return undefined;
  return fail(`${where} no pagina como FastAPI: con \`skip=1&limit=1\` debe devolver solo el segundo elemento de la lista (el panel pide las páginas siguientes así).`);
}
