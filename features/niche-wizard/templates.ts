// The wizard's web templates: the whole catalogue, filtered on the client.
"use client";

import { useQuery } from "@/lib/browser-data/use-query";
import { isUsableTemplate, wizardTemplatesQuery } from "./template-query";

export function useUsableTemplates() {
  const { data, error, isLoading, mutate } = useQuery(wizardTemplatesQuery);
  return {
    templates: data?.filter(isUsableTemplate),
    error: error as unknown,
    // SWR counts the server's templates (fallback data) as not loaded yet: they are.
    isLoading: isLoading && data === undefined,
    retry: () => void mutate(),
  };
}
