import { adminCatalogueEndpoints, type AdminGameReorderRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../api/admin-request';
import { gameKeys } from './game-keys';

/** Saves the whole new order of one list. */
export function useReorderGames() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminGameReorderRequest) =>
      adminCall(adminCatalogueEndpoints.gameReorder, input),
    onSuccess: () => client.invalidateQueries({ queryKey: gameKeys.all }),
  });
}
