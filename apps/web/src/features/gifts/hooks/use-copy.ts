import { useCallback } from 'react';
import { useToast } from '../../../components/ui/toast';

/** Copies text to the clipboard and says so; a browser that refuses gets told to copy by hand. */
export function useCopy() {
  const toast = useToast();
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        toast('Copied', 'success');
      } catch {
        toast('Could not copy. Select the code and copy it yourself.', 'error');
      }
    },
    [toast],
  );
}
