import { adminEndpoints, type Admin } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { getClientId } from '../../lib/client-id';
import { hashPassword } from '../../features/auth/forms/hash-password';
import { adminCall } from '../api/admin-request';

export const ADMIN_ME_KEY = ['admin', 'me'] as const;

/** The signed-in admin, or null when the console must ask for a sign-in. */
export function useAdminMe() {
  return useQuery({
    queryKey: ADMIN_ME_KEY,
    queryFn: async (): Promise<Admin | null> => {
      try {
        return await adminCall(adminEndpoints.me, {});
      } catch (error) {
        if (error instanceof ApiError && error.code > 0) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

export function useAdminLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: { email: string; password: string; graphCode?: string }) =>
      adminCall(adminEndpoints.login, {
        email: form.email,
        password: hashPassword(form.password),
        graphCode: form.graphCode || undefined,
        clientId: getClientId(),
      }),
    onSuccess: (admin) => client.setQueryData(ADMIN_ME_KEY, admin),
  });
}

export function useAdminLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminCall(adminEndpoints.logout, {}),
    onSettled: () => {
      client.removeQueries({ queryKey: ['admin'] });
      client.setQueryData(ADMIN_ME_KEY, null);
    },
  });
}
