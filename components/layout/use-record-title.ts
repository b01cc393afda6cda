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
    if (title) document.title = title;
  }, [title]);
}
