import { useMutation, useQueryClient } from '@tanstack/react-query';
import { slideKeys } from './slide-keys';

/** A change to the banners; the list is read again since positions may have moved. */
export function useSlideChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: slideKeys.all }),
  });
}
