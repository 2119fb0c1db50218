import { useEffect } from 'react';

export const PRODUCT_NAME = 'Cairn';

/** Sets the tab title to "{title} · Cairn" while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}
