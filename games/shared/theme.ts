/** One look for every built-in game: a dark navy base, soft panels, one accent per game. */
export const theme = {
  background: '#0f1226',
  panel: '#1a1f3d',
  panelLight: '#262c52',
  text: '#f4f6ff',
  muted: '#9aa3c7',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
} as const;
