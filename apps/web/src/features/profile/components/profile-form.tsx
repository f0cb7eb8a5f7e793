import {
  checkNickname,
  formatDate,
  GENDER_CHOICES,
  NICKNAME_MAX,
  PROFILE_INDUSTRY_MAX,
  type Profile,
  type User,
} from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { fieldErrorOf } from '../../../lib/field-error';
import { BLUR, canBindAddress, rule, SocialLinks, useAccountDialogs, useSession } from '../../auth';
import { useUpdateProfile } from '../api/update-profile';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import { AvatarField } from './avatar-field';
import styles from './profile.module.css';

interface ProfileValues {
  nickname: string;
  gender: string;
  birthdate: string;
  industry: string;
}
const FIELDS: readonly string[] = ['nickname', 'gender', 'birthdate', 'industry'];
const isField = (name: string | null): name is keyof ProfileValues =>
  name !== null && FIELDS.includes(name);

const valuesOf = (profile: Profile): ProfileValues => ({
  nickname: profile.nickname,
  gender: String(profile.gender.selectedKey),
  birthdate: profile.birthdate,
  industry: profile.industry.selectedKey,
});
const OCCUPATION_LIST = 'profile-occupations';

/**
 * E-mail and mobile change only by binding; a player without either is offered the bind dialog
 * here. Google and Facebook are linked here too.
 */
function LinkedAccount({ user }: { user: User }) {
  const { openDialog } = useAccountDialogs();
  const rows: [string, string][] = [
    ['Email', user.email],
    ['Phone', user.mobile ? `+${user.mobile}` : ''],
  ];
  return (
    <div className={styles.linked}>
      <dl className={styles.linkedList}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd className={value ? undefined : styles.unset}>{value || 'Not linked'}</dd>
          </div>
        ))}
      </dl>
      <SocialLinks />
      {canBindAddress(user) && (
        <div className={styles.bindPrompt}>
          <p>Bind an email or phone number to keep this account and log in on any device.</p>
          <button type="button" className="btn btn-primary" onClick={() => openDialog('bind')}>
            Bind account
          </button>
        </div>
      )}
    </div>
  );
}

/** The profile (spec section 3): avatar, nickname, birthdate, gender and occupation. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { user } = useSession();
  const save = useUpdateProfile();
  const toast = useToast();
  const avatar = useAvatarUpload();
  const [today] = useState(() => formatDate(Date.now()));
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileValues>({ ...BLUR, defaultValues: valuesOf(profile) });

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        ...values,
        nickname: values.nickname.trim(),
        industry: values.industry.trim(),
        gender: Number(values.gender),
        iconUrl: avatar.url ?? profile.iconUrl,
      });
      reset(valuesOf(saved));
    } catch (error) {
      const { field, text } = fieldErrorOf(error);
      setError(isField(field) ? field : 'root', { message: text });
      return;
    }
    toast('Profile saved', 'success');
  });

  const current = user ?? profile;
  const changed = isDirty || (avatar.url !== null && avatar.url !== current.iconUrl);
  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
      <AvatarField avatar={avatar} iconUrl={current.iconUrl} />
      <div className={styles.fields}>
        <div className={styles.fieldGrid}>
          <TextField
            label="Nickname"
            autoComplete="nickname"
            maxLength={NICKNAME_MAX}
            error={errors.nickname?.message}
            {...register('nickname', rule(checkNickname))}
          />
          <TextField
            label="Birthdate"
            type="date"
            max={today}
            error={errors.birthdate?.message}
            {...register('birthdate')}
          />
          <SelectField label="Gender" error={errors.gender?.message} {...register('gender')}>
            {GENDER_CHOICES.map((gender) => (
              <option key={gender.key} value={gender.key}>
                {gender.value}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Occupation"
            autoComplete="organization-title"
            maxLength={PROFILE_INDUSTRY_MAX}
            list={OCCUPATION_LIST}
            error={errors.industry?.message}
            {...register('industry')}
          />
          <datalist id={OCCUPATION_LIST}>
            {profile.industry.dataDict.map((choice) => (
              <option key={choice.key} value={choice.key} />
            ))}
          </datalist>
        </div>
        <LinkedAccount user={current} />
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
            disabled={isSubmitting || avatar.uploading || !changed}
          >
            {avatar.uploading ? 'Uploading avatar…' : isSubmitting ? 'Saving…' : 'Save changes'}
          </button>
        </div>
      </div>
    </form>
  );
}
