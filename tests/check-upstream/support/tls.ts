// A self-signed certificate for 127.0.0.1, made with openssl for this run: untrusted by default,
// trusted when the check is given it in NODE_EXTRA_CA_CERTS.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface Certificate {
  key: string;
  cert: string;
  /** The certificate's file, for NODE_EXTRA_CA_CERTS. */
  certFile: string;
  remove: () => void;
}

export function selfSigned(): Certificate {
  const dir = mkdtempSync(path.join(os.tmpdir(), "check-upstream-tls-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", keyFile, "-out", certFile],
    { stdio: "ignore" },
  );
  return { key: readFileSync(keyFile, "utf8"), cert: readFileSync(certFile, "utf8"), certFile, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
