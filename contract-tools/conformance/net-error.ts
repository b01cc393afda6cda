// A call that got no usable answer, said in Spanish with the URL, and of which kind: the run stops
// on some kinds (the host cannot be reached at all, the deadline passed) and goes on after others.
export type NetKind = "dns" | "refused" | "unreachable" | "reset" | "tls" | "protocol" | "timeout" | "too-large" | "deadline";

export class NetError extends Error {
  constructor(
    readonly kind: NetKind,
    message: string,
  ) {
    super(message);
  }
}

const TRUST_HINT =
  "Si lo firma una autoridad propia (la CA de tu empresa), pásala a la comprobación: NODE_EXTRA_CA_CERTS=/ruta/ca.pem npm run check:upstream -- …; no desactives la verificación";

const TLS_REASONS: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: "su certificado es autofirmado",
  SELF_SIGNED_CERT_IN_CHAIN: "su cadena de certificados acaba en uno autofirmado",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "su certificado lo firma una autoridad que este equipo no conoce",
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: "su certificado lo firma una autoridad que este equipo no conoce",
  UNABLE_TO_GET_ISSUER_CERT: "su certificado lo firma una autoridad que este equipo no conoce",
  CERT_HAS_EXPIRED: "su certificado caducó",
  CERT_NOT_YET_VALID: "su certificado aún no es válido (¿la hora del equipo?)",
};

/** What went wrong, from a Node socket error, as `[kind, reason]`. */
function explain(error: NodeJS.ErrnoException, host: string): [NetKind, string] {
  const code = error.code ?? "";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EAI_FAIL" || code === "EAI_NODATA") {
    return ["dns", `no se encuentra el host ${host} (DNS: ${code}): revisa el nombre`];
  }
  if (code === "ECONNREFUSED") return ["refused", `${host} rechaza la conexión: nada escucha en ese puerto`];
  if (code === "EHOSTUNREACH" || code === "ENETUNREACH" || code === "EADDRNOTAVAIL" || code === "ETIMEDOUT") {
    return ["unreachable", `no hay camino hasta ${host} (${code}): ¿red, VPN o cortafuegos?`];
  }
  if (code in TLS_REASONS) return ["tls", `TLS: ${TLS_REASONS[code]} (${code}). ${TRUST_HINT}`];
  if (code === "ERR_TLS_CERT_ALTNAME_INVALID") return ["tls", `TLS: el certificado de ${host} es de otro nombre (${code}): usa el nombre de host que figura en él`];
  if (/WRONG_VERSION_NUMBER|EPROTO/.test(code) || /wrong version number/.test(error.message)) {
    return ["protocol", `TLS: ${host} no habla TLS en ese puerto (${code}): ¿es http:// y no https://?`];
  }
  if (code.startsWith("ERR_SSL") || code.startsWith("ERR_TLS") || code.startsWith("CERT_")) return ["tls", `TLS: la conexión segura falla (${code}). ${TRUST_HINT}`];
  if (code.startsWith("HPE_")) return ["protocol", `no responde HTTP válido (${code}): ¿es https:// y no http://, u otro servicio en ese puerto?`];
  if (code === "ECONNRESET" || code === "EPIPE") return ["reset", `${host} cerró la conexión sin responder (${code})`];
  return ["reset", `la conexión falla (${code || "sin código"})`];
}

export function netErrorOf(error: unknown, method: string, url: URL): NetError {
  if (error instanceof NetError) return error;
  const [kind, reason] = explain(error as NodeJS.ErrnoException, url.host);
  return new NetError(kind, `${method} ${url.href}: ${reason}`);
}
