/** The unread marker of spec section 1; announced to screen readers with its label. */
export function RedDot({ label }: { label: string }) {
  return <span className="red-dot" role="img" aria-label={label} />;
}
