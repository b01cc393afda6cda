"use client";
// A record's page names it in the tab title once its record is on screen ("Cafeteras · Nicho ·
// CMS Afiliados"). Set in the browser from the data the screen already has: the server's title is the
// page's generic one, so naming the record costs no extra read of the upstream.
import { useEffect } from "react";
import { useTranslations } from "next-intl";

export type RecordTitleKey = "nicheDetail" | "nicheProducts" | "editNiche" | "templateDetail" | "editTemplate" | "content";

export function useRecordTitle(key: RecordTitleKey, name: string | null | undefined): void {
  const t = useTranslations("layout.pageTitles");
  const tc = useTranslations("common");
  const title = name?.trim() ? `${t(`${key}Named`, { name: name.trim() })} · ${tc("appName")}` : null;
  useEffect(() => {
    if (!title) return;
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    // Next writes the page's own (generic) title when its metadata arrives, possibly after this screen
    // rendered: the named title is put back while the screen is shown.
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
}
