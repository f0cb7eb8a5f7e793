import type { AdminGame, ClientConfig } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientConfigQuery } from '../../../../lib/client-config';
import { gameKeys } from './game-keys';

/**
 * A change to one game: the server answers with the game as it now is, which replaces the
 * cached one at once; the lists are fetched again since the change may move the game in them.
 * A tag new to the catalogue brings the site's tag list (in the client config) up to date.
 */
export function useGameChange<Input>(change: (input: Input) => Promise<AdminGame>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (game) => {
      client.setQueryData(gameKeys.detail(game.appId), game);
      void client.invalidateQueries({
        queryKey: gameKeys.all,
        predicate: (query) => query.queryKey[2] !== 'detail',
      });
      const known = client.getQueryData<ClientConfig>(clientConfigQuery.queryKey)?.tagList;
      if (known && game.tags.some((tag) => !known.some((k) => k.tagId === tag.tagId)))
        void client.invalidateQueries({ queryKey: clientConfigQuery.queryKey });
    },
  });
}
