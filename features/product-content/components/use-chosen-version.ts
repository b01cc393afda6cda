"use client";
// The version picked in the select lives in the URL as ?version=N, one history entry per pick: a
// reload or a shared link opens that version, and Back returns to the one shown before.
import { useCallback } from "react";
import { useSearchParams } from "next/navigation";
import { parseVersionParam, VERSION_PARAM } from "@/features/product-content/version-param";


export function useChosenVersion(): [chosen: number | null, choose: (version: number) => void] {
  const searchParams = useSearchParams();
  const chosen = parseVersionParam(searchParams.get(VERSION_PARAM));
  const choose = useCallback((version: number) => {
    const params = new URLSearchParams(window.location.search);
    if (params.get(VERSION_PARAM) === String(version)) return;
    params.set(VERSION_PARAM, String(version));
    // Next's router follows the History API, so useSearchParams reads the new URL; a heading's #hash
    // belongs to the version left behind and is dropped.
    window.history.pushState(null, "", `${window.location.pathname}?${params.toString()}`);
  }, []);
  return [chosen, choose];
}
