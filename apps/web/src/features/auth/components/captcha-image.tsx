import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '@portal/contracts';
import styles from './forms.module.css';

/** The picture code at 120x36; a click asks for another picture. */
export function CaptchaImage({
  image,
  loading,
  onRefresh,
}: {
  image: string;
  loading: boolean;
  onRefresh: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.captcha}
      onClick={onRefresh}
      disabled={loading}
      aria-label="Show another picture"
      title="Show another picture"
    >
      <img src={image} alt="Picture code" width={CAPTCHA_WIDTH} height={CAPTCHA_HEIGHT} />
    </button>
  );
}
