import emojiUrl from '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf?url';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf?url';
import type { FontFiles } from './pdf-fonts';

/**
 * The PDF fonts in the browser: files the build copies into assets/ from npm (DejaVu Sans
 * Condensed, close to Helvetica's width, and the monochrome Noto Emoji), fetched only when a PDF
 * is made. Only the lazily loaded PDF code imports this module, so the first load carries neither
 * the fonts nor their addresses; the server caches hashed assets for a year, so a second PDF
 * reads them from the browser's cache.
 */

async function fetchFont(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export const fetchedFontFiles: FontFiles = {
  regular: () => fetchFont(regularUrl),
  bold: () => fetchFont(boldUrl),
  emoji: () => fetchFont(emojiUrl),
};
