import type { AdminNews } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsKeys } from './news-keys';

/** A change to one story: its answer replaces the cached story; the lists are read again. */
export function useNewsChange<Input>(change: (input: Input) => Promise<AdminNews>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (news) => {
      client.setQueryData(newsKeys.detail(news.newsId), news);
      void client.invalidateQueries({
        queryKey: newsKeys.all,
        predicate: (query) => query.queryKey[2] !== 'detail',
      });
    },
  });
}
