// Saves the markdown as a .md file with the spec's name, from memory (no server round trip).
import { markdownFileName } from "./file-name";

export function downloadMarkdown(title: string | null | undefined, markdown: string): void {
  const url = URL.createObjectURL(new Blob([markdown], { type: "text/markdown;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = markdownFileName(title);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the download starts asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
