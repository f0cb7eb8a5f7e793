import { apiRoutes } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { withOsign } from '../../../lib/osign';
import type { PlayArgs } from './record-play';

export const getQrCode = ({ appId, userId, osignKey }: PlayArgs) =>
  apiCall(apiRoutes.qrCode, withOsign(apiRoutes.qrCode, { appId, userId }, osignKey));

/** A write, not a read: each code is single use and replaces the previous one. */
export const useQrCode = () => useMutation({ mutationFn: getQrCode });
