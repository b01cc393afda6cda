// Hands the browser a file held in memory as a download under `fileName`.

export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the download starts asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
