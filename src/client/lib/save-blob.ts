/** Saves `blob` as a download named `name`, through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers still read the blob just after the click; free it a little later.
  window.setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
