// Saves the markdown as a .md file with the spec's name, from memory (no server round trip).
import { saveFile } from "@/lib/dom/save-file";
import { markdownFileName } from "./file-name";

export function downloadMarkdown(title: string | null | undefined, markdown: string): void {
  saveFile(new Blob([markdown], { type: "text/markdown;charset=utf-8" }), markdownFileName(title));
}
