import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { BindAccountForm } from './bind-account-form';
import { SocialLinks } from './social-links';
import dialogs from './dialogs.module.css';
import styles from './forms.module.css';

/** The bind popup's content: mobile or e-mail; switching clears what was typed. */
export default function BindAccountBody({ onDone }: { onDone: () => void }) {
  const [kind, setKind] = useState<'mobile' | 'email'>('mobile');
  const toast = useToast();
  return (
    <div className={styles.form}>
      <div className={dialogs.head}>
        <h2 className={dialogs.title}>Bind your account</h2>
        <p className={dialogs.text}>
          Keep your progress safe and log in from any device with your own password.
        </p>
      </div>
      <div className={styles.segmented} role="group" aria-label="Bind with">
        {(['mobile', 'email'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={styles.segment}
            aria-pressed={kind === option}
            onClick={() => setKind(option)}
          >
            {option === 'mobile' ? 'Mobile' : 'Email'}
          </button>
        ))}
      </div>
      <BindAccountForm
        key={kind}
        kind={kind}
        onBound={() => {
          toast('Account bound', 'success');
          onDone();
        }}
      />
      <SocialLinks />
    </div>
  );
}
