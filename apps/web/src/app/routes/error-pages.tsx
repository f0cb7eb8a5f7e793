import { PRODUCT_NAME } from '@portal/contracts';
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
  code: string;
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

export const LinkExpiredPage = () => (
  <ErrorScreen
    code="⌛"
    title="The link has expired."
    text="Links to share a game or to verify an account last a limited time. Ask for a new one, or head home."
  />
);
