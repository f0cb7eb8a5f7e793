/** A full page load, so every cached answer is fetched again under the new session. */
export function reloadPage(): void {
  window.location.reload();
}
