import type { FontFiles } from './pdf-fonts';

/**
 * The PDF fonts for the tests: the same files the browser fetches, inlined by Vite as base64
 * data URLs (the client code reads no files itself, and a page test's stubbed fetch would answer
 * a fetch), each loaded only when asked for.
 */

async function bytesOf(module: Promise<{ default: string }>): Promise<Uint8Array> {
  const dataUrl = (await module).default;
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

export const testFontFiles: FontFiles = {
  regular: () => bytesOf(import('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf?inline')),
  bold: () => bytesOf(import('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf?inline')),
  emoji: () =>
    bytesOf(import('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf?inline')),
};
