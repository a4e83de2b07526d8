/**
 * Brings the first field with an error into the middle of the screen and puts the focus on
 * it, so the patient sees what to fix (and a screen reader reads its reason) instead of a
 * toast over a field below the fold. `ids` are in the order the fields appear.
 */
export function focusFirstError(ids: readonly string[]) {
  // After the render that marks the fields: their messages change the layout.
  window.requestAnimationFrame(() => {
    const el = ids.map((id) => document.getElementById(id)).find((e) => e !== null);
    if (!el) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    el.focus({ preventScroll: true });
  });
}
