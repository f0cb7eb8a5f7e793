import { adminCatalogueEndpoints } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../api/admin-request';
import { newsKeys } from './news-keys';

export function useDeleteNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (newsId: number) => adminCall(adminCatalogueEndpoints.newsDelete, { newsId }),
    onSuccess: ({ newsId }) => {
      client.removeQueries({ queryKey: newsKeys.detail(newsId) });
      void client.invalidateQueries({ queryKey: newsKeys.all });
    },
  });
}
