/**
 * The file name a Content-Disposition header gives (`attachment; filename="cairn-….json"`, or
 * the encoded `filename*=UTF-8''…` form, which wins when both are there). Null without one.
 * Path separators are dropped: the name is only ever a name.
 */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  let name: string | undefined;
  if (encoded?.[1]) {
    try {
      name = decodeURIComponent(encoded[1].trim());
    } catch {
      name = undefined;
    }
  }
  name ??= (plain?.[1] ?? plain?.[2])?.trim();
  const safe = name?.replace(/[/\\]/g, '_');
  return safe ? safe : null;
}
