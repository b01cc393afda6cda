/**
 * Moves focus to the region's `[data-autofocus]` element, unless the user has already put focus
 * somewhere in the region: a choice made in the delay before autofocus must not be taken away.
 */
export function focusAutofocusTarget(region: HTMLElement | null): void {
  if (!region || region.contains(document.activeElement)) return;
  region.querySelector<HTMLElement>("[data-autofocus]")?.focus();
}
