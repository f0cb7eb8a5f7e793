import { useLoginBox } from '../../features/auth';
import { useTitle } from '../../lib/use-title';
import styles from './account-pages.module.css';

interface AccountArea {
  title: string;
  lead: string;
  points: string[];
}

const AREAS = {
  support: {
    title: 'Support',
    lead: 'Log in to write to our support team and follow your tickets.',
    points: [
      'Report a problem with a game',
      'Attach up to 5 screenshots',
      'Get answers by message',
    ],
  },
  giftCenter: {
    title: 'Gift Center',
    lead: 'Log in to claim gift packs for your favourite games.',
    points: ['Free codes for new players', 'Event rewards', 'Everything you claimed in My gifts'],
  },
  userInfo: {
    title: 'My profile',
    lead: 'Log in to see and edit your profile.',
    points: ['Nickname and avatar', 'Linked e-mail and mobile', 'Recently played games'],
  },
  messages: {
    title: 'My messages',
    lead: 'Log in to read the messages we send to your account.',
    points: ['Announcements and events', 'Answers to your tickets', 'Account notices'],
  },
  myGifts: {
    title: 'My gifts',
    lead: 'Log in to see the gift codes you have claimed.',
    points: ['Every code in one place', 'Copy a code with one click'],
  },
} satisfies Record<string, AccountArea>;

/** An account page seen without an account: what it holds, and the way in. */
export function AccountPage({ area }: { area: keyof typeof AREAS }) {
  const { title, lead, points } = AREAS[area];
  const loginBox = useLoginBox();
  useTitle(title);
  return (
    <div className="page">
      <h1 className="page-title">{title}</h1>
      <section className={styles.panel}>
        <div>
          <h2>{lead}</h2>
          <ul>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <button type="button" className="btn btn-primary btn-large" onClick={() => loginBox.open()}>
          Log in
        </button>
      </section>
    </div>
  );
}
