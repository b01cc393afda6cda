// Downloads a niche's site as a ZIP. Through a call with the session's bearer token, not a plain link:
// the panel's proxy never turns its cookie into the upstream's credential, and a refusal must become a
// message rather than a saved error page.
import { apiFile } from "@/lib/browser-data/client";
import { saveFile } from "@/lib/dom/save-file";
import { nichesContract } from "./contract";

/** The name the upstream gives the file (`attachment; filename="cafeteras-sitio.zip"`), if any. */
export function attachmentName(disposition: string | null): string | null {
  return /filename="?([^";]+)"?/i.exec(disposition ?? "")?.[1]?.trim() || null;
}

/** Saves the export; throws ApiError when the upstream refuses it (404 without a site, 503…). */
export async function downloadSiteExport(nicheId: number, slug: string): Promise<void> {
  const { file, headers } = await apiFile(nichesContract.siteExport.url({ niche_id: nicheId }));
  saveFile(file, attachmentName(headers.get("content-disposition")) ?? `${slug}-sitio.zip`);
}
