import { PRODUCT_NAME } from '@portal/contracts';
import { useClientConfig } from '../../lib/client-config';
import styles from './footer.module.css';

/** The copyright line with the current year and the provider's four links (from the client config). */
export function Footer() {
  const { data } = useClientConfig();
  const year = new Date().getFullYear();
  const links = data
    ? [
        { href: data.links.privacy, label: 'Privacy Policy' },
        { href: data.links.terms, label: 'Terms of Use' },
        { href: data.links.community, label: 'Community' },
        { href: data.links.social, label: 'Follow us' },
      ]
    : [];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p>
          © {year} {PRODUCT_NAME}. All rights reserved.
        </p>
        <nav aria-label="Legal and community">
          {links.map((link) => (
            <a key={link.label} href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          ))}
        </nav>
      </div>
    </footer>
  );
}
