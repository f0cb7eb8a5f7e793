import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The tags the server writes for the first page only (its card, address and structured data). */
const FIRST_PAGE_TAGS =
  'link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]';

/**
 * Once the player moves to another page, the first page's canonical address, card and JSON-LD
 * would describe the wrong page to anything reading the live document: they are taken away. The
 * title follows each page (`useTitle`).
 */
export function useFirstPageHead() {
  const { pathname, search } = useLocation();
  const first = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (`${pathname}${search}` === first.current) return;
    document.head.querySelectorAll(FIRST_PAGE_TAGS).forEach((tag) => tag.remove());
  }, [pathname, search]);
}
