import "server-only";
import { BlockList, isIP } from "node:net";

/**
 * The proxies whose X-Forwarded-* headers the panel believes: `TRUSTED_PROXIES`, a comma-separated
 * list of addresses or CIDR ranges (IPv4 or IPv6). None by default: a client could claim any address.
 */
export function readTrustedProxies(value: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (value ?? "").split(",").map((part) => part.trim()).filter(Boolean)) {
    const [address, bits] = entry.split("/");
    const family = isIP(address);
    if (!family) throw new Error(`Configuración inválida: ${entry} no es una dirección IP ni un rango CIDR (variable TRUSTED_PROXIES)`);
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const prefix = Number(bits);
    if (!/^\d+$/.test(bits) || prefix > (family === 4 ? 32 : 128)) {
      throw new Error(`Configuración inválida: ${entry} no es un rango CIDR válido (variable TRUSTED_PROXIES)`);
    }
    list.addSubnet(address, prefix, type);
  }
  return list;
}

/** Whether `address` (as node reports a peer, IPv4-mapped IPv6 included) is on the list. */
export function isTrusted(list: BlockList, address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  const family = isIP(plain);
  return family !== 0 && list.check(plain, family === 4 ? "ipv4" : "ipv6");
}
