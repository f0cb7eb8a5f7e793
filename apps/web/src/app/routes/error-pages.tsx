import { PRODUCT_NAME } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import styles from './error-pages.module.css';

function ErrorScreen({
  code,
  title,
  text,
  retry = false,
}: {
  code: ReactNode;
  title: string;
  text: string;
  retry?: boolean;
}) {
  useTitle(title);
  return (
    <main className={styles.screen}>
      <Link to={paths.home} className={styles.logo}>
        <img src="/favicon.svg" alt="" width={32} height={32} />
        {PRODUCT_NAME}
      </Link>
      <div className={styles.card}>
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
        <h1>{title}</h1>
        <p>{text}</p>
        <div className={styles.actions}>
          <Link className="btn btn-primary btn-large" to={paths.home}>
            Back to Home
          </Link>
          {retry && (
            <button type="button" className="btn btn-large" onClick={() => window.history.back()}>
              Try again
            </button>
          )}
        </div>
      </div>
    </main>
  );
}

export const NotFoundPage = () => (
  <ErrorScreen
    code="404"
    title="Sorry,this page doesn't exist."
    text="The address may be mistyped, or the page has moved. Plenty of games are waiting on the home page."
  />
);

export const ServerErrorPage = () => (
  <ErrorScreen
    code="500"
    title="Something went wrong"
    text="Our server could not finish that request. Please try again in a moment."
    retry
  />
);

/** The site's own hourglass, drawn in the codes' colours: no emoji font needed. */
const HourglassIcon = () => (
  <svg className={styles.icon} viewBox="0 0 48 48" width="120" height="120">
    <defs>
      <linearGradient id="hourglass-ink" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="var(--color-accent-strong)" />
        <stop offset="1" stopColor="var(--color-success)" />
      </linearGradient>
    </defs>
    <g
      fill="none"
      stroke="url(#hourglass-ink)"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 5h24M12 43h24" />
      <path d="M15 5v6c0 5 4 9 9 13c5-4 9-8 9-13V5M15 43v-6c0-5 4-9 9-13c5 4 9 8 9 13v6" />
    </g>
    <path d="M19 39c0-3 2-5 5-7c3 2 5 4 5 7z" fill="url(#hourglass-ink)" />
  </svg>
);

export const LinkExpiredPage = () => (
  <ErrorScreen
    code={<HourglassIcon />}
    title="The link has expired."
    text="Links to share a game or to verify an account last a limited time. Ask for a new one, or head home."
  />
);
