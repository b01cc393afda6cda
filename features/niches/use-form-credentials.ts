"use client";
// The credentials the niche edit form creates are the form's until a save keeps them: leaving without
// saving (a link, Back, a reload, closing the tab) deletes them. A save deletes those the niche no longer
// names (replaced or cleared), unless another niche names them, and those the form created but did not keep.
import { useCallback, useEffect, useRef } from "react";
import type { NamedCredentials } from "./credential-revocation";
import { revokeFormCredentials, revokeUnnamedCredentials } from "./revoke-credentials";

const trimmed = (value: string | null | undefined) => value?.trim() || null;

export function useFormCredentials() {
  const created = useRef<{ clients: { recordId: number; clientId: string }[]; keys: string[] }>({ clients: [], keys: [] });
  const kept = useRef(false);

  const abandon = useCallback(() => {
    const pending = created.current;
    if (kept.current || (pending.clients.length === 0 && pending.keys.length === 0)) return;
    created.current = { clients: [], keys: [] };
    // keepalive: the page may be going away; the calls start before this returns.
    revokeFormCredentials(pending, {}, { keepalive: true }).catch((error: unknown) => {
      console.warn("[niches] credentials created by the form could not be deleted", error);
    });
  }, []);

  useEffect(() => {
    window.addEventListener("pagehide", abandon);
    return () => {
      window.removeEventListener("pagehide", abandon);
      abandon();
    };
  }, [abandon]);

  return {
    clientCreated: (client: { id: number; client_id: string }) => {
      created.current.clients.push({ recordId: client.id, clientId: client.client_id });
    },
    keyCreated: (key: string) => {
      created.current.keys.push(key);
    },
    /**
     * After a save: what the niche named `before` and no longer does, and what the form created and the
     * saved niche does not name, are deleted. False when some could not be.
     */
    settle: async (before: NamedCredentials, after: NamedCredentials): Promise<boolean> => {
      kept.current = true;
      const pending = created.current;
      created.current = { clients: [], keys: [] };
      const replaced: NamedCredentials = {
        clientId: trimmed(before.clientId) !== trimmed(after.clientId) ? before.clientId : null,
        key: trimmed(before.key) !== trimmed(after.key) ? before.key : null,
      };
      const results = await Promise.allSettled([revokeFormCredentials(pending, after), revokeUnnamedCredentials(replaced)]);
      return results.every((result) => result.status === "fulfilled");
    },
  };
}
