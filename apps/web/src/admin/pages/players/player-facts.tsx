import { formatRecharge, Gender, type AdminPlayerDetail } from '@portal/contracts';
import type { ReactNode } from 'react';
import styles from '../../components/admin.module.css';
import { when } from '../../components/format';
import { GuestDevice } from './guest-device';
import { PlayerStatusBadge, sourceLabel } from './player-labels';

const GENDER_LABEL: Record<number, string> = {
  [Gender.UNSET]: 'Not given',
  [Gender.MALE]: 'Male',
  [Gender.FEMALE]: 'Female',
};

const PROVIDER_LABEL = { GOOGLE: 'Google', FACEBOOK: 'Facebook', GUEST: 'Guest device' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Everything the portal knows of a player's account, as label and value pairs. */
export function PlayerFacts({ player }: { player: AdminPlayerDetail }) {
  return (
    <section className={styles.panel} aria-labelledby="account-title">
      <h2 id="account-title">Account</h2>
      <dl className={styles.facts}>
        <Fact label="Status">
          <PlayerStatusBadge status={player.status} />
        </Fact>
        <Fact label="User id">{player.userId}</Fact>
        <Fact label="E-mail">{player.email || '—'}</Fact>
        <Fact label="Mobile">{player.mobile || '—'}</Fact>
        <Fact label="Account">{sourceLabel(player.source)}</Fact>
        <Fact label="Joined">{when(player.createdAt)}</Fact>
        <Fact label="Gender">{GENDER_LABEL[player.gender] ?? '—'}</Fact>
        <Fact label="Birthdate">{player.birthdate || '—'}</Fact>
        <Fact label="Occupation">{player.industry || '—'}</Fact>
        <Fact label="Privacy policy agreed">{when(player.privacyAgreedAt)}</Fact>
        <Fact label="Recharged in total">{formatRecharge(player.rechargeTotal)}</Fact>
        <Fact label="Signed in on">
          {player.liveSessionCount === 1
            ? '1 device now'
            : `${player.liveSessionCount} devices now`}
        </Fact>
        <Fact label="Games played">{player.playedGameCount}</Fact>
        <Fact label="Gifts claimed">{player.claimedGiftCount}</Fact>
        <Fact label="Open tickets">{player.openTicketCount}</Fact>
      </dl>
      {player.identities.length > 0 && (
        <>
          <h2>Sign-in links</h2>
          <dl className={styles.facts}>
            {player.identities.map((identity) => (
              <Fact
                key={`${identity.provider}-${identity.subject}`}
                label={`${PROVIDER_LABEL[identity.provider]} since ${when(identity.createdAt)}`}
              >
                {identity.provider === 'GUEST' ? (
                  <GuestDevice clientId={identity.subject} />
                ) : (
                  <code>{identity.subject}</code>
                )}
              </Fact>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
