import {
  HOSTED_GAME_FILE_TYPES,
  HOSTED_GAME_INDEX,
  HOSTED_ZIP_MAX_BYTES,
  HOSTED_ZIP_MAX_ENTRIES,
  HOSTED_ZIP_MAX_UNPACKED_BYTES,
  HOSTED_ZIP_PATH_MAX,
} from '@portal/contracts';
import { sizeText } from '../catalogue/picture-check';
import styles from './games.module.css';

/** The rules the server checks a zip against, so a publisher can fix a build before sending it. */
export function ZipRules() {
  return (
    <details className={styles.rules}>
      <summary>What the zip must hold</summary>
      <ul>
        <li>
          An <code>{HOSTED_GAME_INDEX}</code> at its root, or inside its one top folder.
        </li>
        <li>
          At most {sizeText(HOSTED_ZIP_MAX_BYTES)} zipped and{' '}
          {sizeText(HOSTED_ZIP_MAX_UNPACKED_BYTES)} unpacked, in at most{' '}
          {HOSTED_ZIP_MAX_ENTRIES.toLocaleString('en-US')} files and folders.
        </li>
        <li>
          Paths of at most {HOSTED_ZIP_PATH_MAX} characters, without <code>..</code> or absolute
          paths.
        </li>
        <li>
          Only these file types: <span className="muted">{HOSTED_GAME_FILE_TYPES.join(', ')}</span>.
        </li>
      </ul>
    </details>
  );
}
