/** Save a Blob (or a data: / blob: URL) under a file name, the way a download link does. */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, fileName);
  // The browser has started reading the blob by now; free it a little later, not at once.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
