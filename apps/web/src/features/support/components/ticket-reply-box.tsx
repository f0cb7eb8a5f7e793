import {
  checkTicketMessage,
  playerMessageKindOf,
  TICKET_TEXT_MAX,
  type PlayerMessageKindValue,
  type TicketDetail,
} from '@portal/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { TextAreaField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { fieldErrorOf } from '../../../lib/field-error';
import { BLUR } from '../../auth';
import { useAddTicketMessage } from '../api/add-ticket-message';
import { useScreenshots } from '../hooks/use-screenshots';
import { ScreenshotPicker } from './screenshot-picker';
import styles from './support.module.css';

const LABEL: Record<PlayerMessageKindValue, string> = {
  reply: 'Your reply',
  followup: 'Your follow-up question',
};

/**
 * The box under the conversation. While support's answer is the latest word (Answered) what the
 * player sends is a reply to it; otherwise it is a follow-up question. The server decides the
 * same way from the ticket's status.
 */
export function TicketReplyBox({ ticket }: { ticket: TicketDetail }) {
  const kind = playerMessageKindOf(ticket.queryStatusName);
  const send = useAddTicketMessage(ticket.queryId);
  const screenshots = useScreenshots();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<{ content: string }>({ ...BLUR, defaultValues: { content: '' } });
  const length = useWatch({ control, name: 'content' }).length;

  const submit = handleSubmit(async ({ content }) => {
    try {
      await send.mutateAsync({ content, attachments: screenshots.urls });
    } catch (error) {
      const { field, text } = fieldErrorOf(error);
      setError(field === 'queryContent' ? 'content' : 'root', { message: text });
      return;
    }
    reset();
    screenshots.clear();
    toast(kind === 'reply' ? 'Reply sent' : 'Follow-up question sent', 'success');
  });

  return (
    <form className={styles.replyBox} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={styles.sectionTitle}>
        {kind === 'reply' ? 'Reply to the answer' : 'Add a follow-up question'}
      </h2>
      <TextAreaField
        label={LABEL[kind]}
        rows={4}
        maxLength={TICKET_TEXT_MAX}
        hint={`${length}/${TICKET_TEXT_MAX}`}
        error={errors.content?.message}
        {...register('content', {
          validate: (value) => checkTicketMessage(kind)(value) ?? true,
        })}
      />
      <ScreenshotPicker screenshots={screenshots} />
      {errors.root?.message && (
        <p className={styles.alert} role="alert">
          {errors.root.message}
        </p>
      )}
      <div className={styles.actions}>
        <button
          // A check on blur may add or remove an error line above and move the button away
          // from the pointer between press and release; the field keeps the focus instead.
          onMouseDown={(event) => event.preventDefault()}
          type="submit"
          className="btn btn-primary"
          disabled={isSubmitting || screenshots.uploading}
        >
          {screenshots.uploading ? 'Uploading screenshots…' : isSubmitting ? 'Sending…' : 'Send'}
        </button>
      </div>
    </form>
  );
}
