import { apiRoutes } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** The confirmation dialog answers a refusal itself, so no second login box opens over it. */
export const logout = () => apiCall(apiRoutes.logout, {}, { global: false });

export const useLogout = () => useMutation({ mutationFn: logout });
