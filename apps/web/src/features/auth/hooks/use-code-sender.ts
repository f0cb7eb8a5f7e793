import { CODE_RESEND_SECONDS, type CodeTypeValue } from '@portal/contracts';
import { useSendCode, type SendCodeInput } from '../api/send-code';
import { sendCodeErrorText } from '../forms/error-texts';
import { useCountdown } from './use-countdown';

export type CodeTarget = Pick<SendCodeInput, 'email' | 'mobile'>;

/**
 * The code button's behaviour (spec section 4): the address must pass its check first; the
 * button then counts down 60 s, disabled, and a send error resets it at once with the reason.
 */
export function useCodeSender({
  type,
  target,
  onError,
}: {
  type: CodeTypeValue;
  /** Validates the e-mail or mobile field; null when it does not pass (its error shows). */
  target: () => Promise<CodeTarget | null>;
  onError: (text: string) => void;
}) {
  const countdown = useCountdown();
  const sending = useSendCode();
  const send = async () => {
    if (countdown.running) return;
    const to = await target();
    if (!to) return;
    countdown.start(CODE_RESEND_SECONDS);
    try {
      await sending.mutateAsync({ type, ...to });
    } catch (error) {
      countdown.reset();
      onError(sendCodeErrorText(error, type));
    }
  };
  return {
    send,
    seconds: countdown.seconds,
    running: countdown.running,
    /** The countdown ran out: mobile flows now offer the code help. */
    finished: countdown.finished,
  };
}

export type CodeSender = ReturnType<typeof useCodeSender>;
