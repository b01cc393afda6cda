"use client";
// A niche's external API key, read through the proxy only when the user asks for it (reveal, copy,
// edit). Every part of a screen that asks shares one read, and a save forgets it.
import { useCallback } from "react";
import useSWR, { mutate as mutateGlobal } from "swr";
import { fetchNicheSecrets } from "./mutations";
import { nicheQuery } from "./queries";
import type { NicheSecrets, ReadableSecret } from "./secrets";

const secretsKey = (id: number | string) => [...nicheQuery(id).key, "secrets"] as const;

/** Forgets a niche's credentials read so far (after a save changed them). */
export function forgetNicheSecrets(id: number | string): Promise<unknown> {
  return mutateGlobal(secretsKey(id), undefined, { revalidate: false });
}

export function useNicheSecrets(id: number | string) {
  // Never read on its own: only `read` asks the upstream.
  const { data } = useSWR<NicheSecrets>(secretsKey(id), null, { revalidateOnMount: false, revalidateOnFocus: false, revalidateOnReconnect: false });
  const read = useCallback(async (): Promise<NicheSecrets> => {
    if (data) return data;
    // The read and its schema load on the first reveal.
    const secrets = await fetchNicheSecrets(id);
    await mutateGlobal(secretsKey(id), secrets, { revalidate: false });
    return secrets;
  }, [data, id]);
  /** One credential, as a secret field reads it. */
  const readField = useCallback(async (field: ReadableSecret) => (await read())[field] ?? "", [read]);
  return { secrets: data, read, readField };
}
