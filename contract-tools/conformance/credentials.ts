// The account the check signs in with, from UPSTREAM_USERNAME and UPSTREAM_PASSWORD. Both are
// required: a default would send a guessed password to whatever host the operator named.
import { InputError } from "./input-error";

export interface Credentials {
  username: string;
  password: string;
}

const EXAMPLE = "UPSTREAM_USERNAME=admin UPSTREAM_PASSWORD='…' npm run check:upstream -- https://api.example.com";

export function credentialsFrom(env: Record<string, string | undefined>): Credentials {
  const username = env.UPSTREAM_USERNAME ?? "";
  const password = env.UPSTREAM_PASSWORD ?? "";
  if (!username && !password) {
    throw new InputError(`Faltan las credenciales: define UPSTREAM_USERNAME y UPSTREAM_PASSWORD (el usuario con que el panel inicia sesión en tu backend). Ejemplo: ${EXAMPLE}`);
  }
  if (!password) throw new InputError(`Falta UPSTREAM_PASSWORD (UPSTREAM_USERNAME sí está definida): define las dos. Ejemplo: ${EXAMPLE}`);
  if (!username) throw new InputError(`Falta UPSTREAM_USERNAME (UPSTREAM_PASSWORD sí está definida): define las dos. Ejemplo: ${EXAMPLE}`);
  return { username, password };
}
