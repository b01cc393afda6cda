// The viewer's tabs, kept in the URL as ?tab= so a reload or a shared link opens the same one.
export const CONTENT_TABS = ["preview", "markdown", "metadata"] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

export function parseContentTab(value: string | null | undefined): ContentTab {
  return (CONTENT_TABS as readonly string[]).includes(value ?? "") ? (value as ContentTab) : "preview";
}
