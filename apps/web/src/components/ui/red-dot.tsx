/** The unread marker of spec section 1; announced to screen readers with its label. */
export function RedDot({ label, className }: { label: string; className?: string }) {
  return (
    <span
      className={className ? `red-dot ${className}` : 'red-dot'}
      role="img"
      aria-label={label}
    />
  );
}
