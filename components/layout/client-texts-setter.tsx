"use client";

import { setClientTexts, type ClientTexts } from "@/lib/i18n/client-texts";

/**
 * Hands browser code outside React its texts. Set while rendering (not in an effect) so they are in
 * place before any child effect fetches; setting the same values again is harmless.
 */
export function ClientTextsSetter({ texts }: { texts: ClientTexts }) {
  setClientTexts(texts);
  return null;
}
