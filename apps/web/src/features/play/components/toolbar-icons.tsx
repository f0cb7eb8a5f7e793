/** The playing page's toolbar glyphs, drawn in the current text colour. */
const PATHS = {
  back: 'M15 5 8 12l7 7',
  shortcut: 'M4 5h16v11H4zM9 20h6M12 16v4M9 11l3-3 3 3M12 8v6',
  mobile: 'M7 3h10v18H7zM11 18h2',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  collapse: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
} as const;

export function ToolbarIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
