import {
  Code,
  codeMessages,
  messageFor,
  type Gift,
  type GiftClaimResponse,
} from '@portal/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useLoginBox, useSession } from '../../auth';
import { ApiError } from '../../../lib/api-client';
import { useClaimGift } from '../api/claim-gift';
import { pendingClaim, type PendingClaim } from './pending-claim';

/** The catalogue's text for a refusal it knows (spec section 8), else the server's own word. */
function refusalText(error: unknown): string {
  if (!(error instanceof ApiError)) return messageFor(Code.SERVER_ERROR);
  return error.code in codeMessages ? messageFor(error.code) : error.message;
}

export type ClaimedGift = PendingClaim & GiftClaimResponse;

/**
 * Claiming from a list: a visitor logs in first and the claim follows on the reloaded page; a
 * success opens the code, a refusal is kept beside its gift until the next try.
 */
export function useClaimFlow(from: string | number) {
  const session = useSession();
  const loginBox = useLoginBox();
  const claim = useClaimGift();
  const [claimed, setClaimed] = useState<ClaimedGift | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [claiming, setClaiming] = useState<string | null>(null);
  const { mutateAsync } = claim;

  const run = useCallback(
    async (gift: PendingClaim) => {
      setClaiming(gift.giftKey);
      setErrors(({ [gift.giftKey]: _dropped, ...rest }) => rest);
      try {
        const answer = await mutateAsync({ giftKey: gift.giftKey, from });
        setClaimed({ ...gift, ...answer });
      } catch (error) {
        setErrors((all) => ({ ...all, [gift.giftKey]: refusalText(error) }));
      } finally {
        setClaiming(null);
      }
    },
    [mutateAsync, from],
  );

  useEffect(() => {
    if (!session.isLogin || session.reloading) return;
    const waiting = pendingClaim.take();
    if (waiting) void run(waiting);
  }, [session.isLogin, session.reloading, run]);

  const request = useCallback(
    (gift: Gift) => {
      const wanted = {
        giftKey: gift.giftKey,
        title: gift.title,
        appId: gift.appId,
        appName: gift.appName,
      };
      if (session.isLogin) {
        void run(wanted);
        return;
      }
      loginBox.open().then(
        () => pendingClaim.save(wanted),
        () => undefined,
      );
    },
    [session.isLogin, loginBox, run],
  );

  return {
    request,
    claiming,
    errors,
    claimed,
    dismiss: useCallback(() => setClaimed(null), []),
  };
}
