import {
  checkOptionalEmail,
  checkProblemDate,
  checkRequired,
  checkTicketText,
  attachmentsText,
  formatDate,
  occurTimeOf,
  TICKET_FIELD_MAX,
  TICKET_TEXT_MAX,
  type TicketAddResponse,
} from '@portal/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { fieldErrorOf } from '../../../lib/field-error';
import { paths } from '../../../lib/paths';
import { BLUR, rule, useSession } from '../../auth';
import { useAddTicket } from '../api/add-ticket';
import { useTicketApps } from '../api/get-ticket-apps';
import { useTicketTypes } from '../api/get-ticket-types';
import { useScreenshots } from '../hooks/use-screenshots';
import { ScreenshotPicker } from './screenshot-picker';
import styles from './support.module.css';

/** The form's fields in the contract's names; the date input's value is sent as `occurTime`. */
interface TicketValues {
  appId: string;
  serverName: string;
  roleName: string;
  ticketTypeId: string;
  problemDate: string;
  queryContent: string;
  email: string;
}
const FIELDS: readonly string[] = [
  'appId',
  'serverName',
  'roleName',
  'ticketTypeId',
  'problemDate',
  'queryContent',
  'email',
] satisfies (keyof TicketValues)[];
/** The form field a refusal of the server names. */
const fieldOf = (name: string | null): keyof TicketValues | 'root' =>
  name === 'occurTime'
    ? 'problemDate'
    : name !== null && FIELDS.includes(name)
      ? (name as keyof TicketValues)
      : 'root';

const LOAD_FAILED = 'Could not load this list. Please reload the page.';

/** The new-ticket form (spec sections 3 and 5): checked on blur and on submit. */
export function NewTicketForm({ onCreated }: { onCreated: (ticket: TicketAddResponse) => void }) {
  const { user } = useSession();
  const types = useTicketTypes();
  const apps = useTicketApps();
  const add = useAddTicket();
  const screenshots = useScreenshots();
  const [today] = useState(() => formatDate(Date.now()));
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TicketValues>({
    ...BLUR,
    defaultValues: {
      appId: '',
      serverName: '',
      roleName: '',
      ticketTypeId: '',
      problemDate: today,
      queryContent: '',
      email: user?.email ?? '',
    },
  });
  const descriptionLength = useWatch({ control, name: 'queryContent' }).length;

  const submit = handleSubmit(async ({ problemDate, ...values }) => {
    try {
      onCreated(
        await add.mutateAsync({
          ...values,
          occurTime: occurTimeOf(problemDate),
          attachments: attachmentsText(screenshots.urls),
        }),
      );
    } catch (error) {
      const { field, text } = fieldErrorOf(error);
      setError(fieldOf(field), { message: text });
    }
  });

  const busy = isSubmitting || screenshots.uploading;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.formGrid}>
        <SelectField
          label="Game"
          error={errors.appId?.message ?? (apps.isError ? LOAD_FAILED : undefined)}
          {...register('appId')}
        >
          <option value="">{apps.isPending ? 'Loading games…' : 'Not about one game'}</option>
          {apps.data?.appList.map((app) => (
            <option key={app.appId} value={app.appId}>
              {app.appName}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Problem type"
          error={errors.ticketTypeId?.message ?? (types.isError ? LOAD_FAILED : undefined)}
          {...register('ticketTypeId', rule(checkRequired))}
        >
          <option value="">{types.isPending ? 'Loading types…' : 'Choose a problem type'}</option>
          {types.data?.ticketTypeList.map((type) => (
            <option key={type.ticketTypeId} value={type.ticketTypeId}>
              {type.ticketTypeName}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Server"
          maxLength={TICKET_FIELD_MAX}
          autoComplete="off"
          error={errors.serverName?.message}
          {...register('serverName', rule(checkTicketText(TICKET_FIELD_MAX)))}
        />
        <TextField
          label="Character name"
          maxLength={TICKET_FIELD_MAX}
          autoComplete="off"
          error={errors.roleName?.message}
          {...register('roleName', rule(checkTicketText(TICKET_FIELD_MAX)))}
        />
        <TextField
          label="Problem date"
          type="date"
          max={today}
          error={errors.problemDate?.message}
          {...register('problemDate', rule(checkProblemDate))}
        />
        <TextField
          label="Email (optional)"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', rule(checkOptionalEmail))}
        />
      </div>
      <TextAreaField
        label="Description"
        rows={6}
        maxLength={TICKET_TEXT_MAX}
        hint={`${descriptionLength}/${TICKET_TEXT_MAX}`}
        placeholder="What happened, and what did you expect to happen?"
        error={errors.queryContent?.message}
        {...register('queryContent', rule(checkTicketText(TICKET_TEXT_MAX)))}
      />
      <ScreenshotPicker screenshots={screenshots} />
      {errors.root?.message && (
        <p className={styles.alert} role="alert">
          {errors.root.message}
        </p>
      )}
      <div className={styles.actions}>
        <Link to={paths.support} className="btn">
          Cancel
        </Link>
        <button
          // A check on blur may add or remove an error line above and move the button away
          // from the pointer between press and release; the field keeps the focus instead.
          onMouseDown={(event) => event.preventDefault()}
          type="submit"
          className="btn btn-primary"
          disabled={busy}
        >
          {screenshots.uploading
            ? 'Uploading screenshots…'
            : isSubmitting
              ? 'Sending…'
              : 'Send ticket'}
        </button>
      </div>
    </form>
  );
}
