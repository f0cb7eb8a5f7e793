import styles from './forms.module.css';

/** The shape of a form while its code loads: a heading, the fields, the button. */
export function FormSkeleton({ fields }: { fields: number }) {
  return (
    <div className={styles.form} role="status" aria-label="Loading">
      <div className={`skeleton ${styles.skeletonHeading}`} />
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className={`skeleton ${styles.skeletonField}`} />
      ))}
      <div className={`skeleton ${styles.skeletonButton}`} />
    </div>
  );
}
