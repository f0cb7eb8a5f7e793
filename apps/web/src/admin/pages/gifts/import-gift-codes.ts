import { adminEndpoints } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUpload } from '../../api/admin-request';
import { giftKeys } from './gift-keys';

/** The CSV goes as the `file` part; the gift it is for, on the address. */
export const importGiftCodes = (giftId: number, file: File) =>
  adminUpload(adminEndpoints.giftCodesImport, { giftId }, file);

/** An import changes the gift's counts in the list. */
export function useImportGiftCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ giftId, file }: { giftId: number; file: File }) => importGiftCodes(giftId, file),
    onSuccess: () => client.invalidateQueries({ queryKey: giftKeys.all }),
  });
}
