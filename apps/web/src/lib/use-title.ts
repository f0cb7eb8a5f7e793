import { PRODUCT_NAME } from '@portal/contracts';
import { useEffect } from 'react';

/** Names the browser tab after the page. */
export function useTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} — free online games`;
  }, [title]);
}
