"use client";
// The niche select's search, loaded once its list first opens: the product screens' first load carries
// no niche search code, and the select hears each answer through `onResults`.
import { useEffect } from "react";
import { useNicheSearch, type NicheSearch } from "@/features/niches";

export function NicheSearchFeed({ text, onResults }: { text: string; onResults: (search: NicheSearch) => void }) {
  const { niches, total, busy, error } = useNicheSearch(text);
  useEffect(() => onResults({ niches, total, busy, error }), [onResults, niches, total, busy, error]);
  return null;
}
