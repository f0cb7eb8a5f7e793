/**
 * Whether the player asks for less motion (`prefers-reduced-motion`), which the style sheets
 * honour with their own `@media` rule (global.css); scripts that move things ask here.
 */
export const prefersReducedMotion = (): boolean =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
