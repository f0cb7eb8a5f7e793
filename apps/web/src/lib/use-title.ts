import { pageTitle } from '@portal/contracts';
import { useEffect } from 'react';

/** Names the browser tab after the page, as the server names it in the first HTML. */
export function useTitle(title: string | undefined) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
