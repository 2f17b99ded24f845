/**
 * A ref for a dialog's first field: it takes the focus as soon as it is on the page (the WAI-ARIA dialog pattern).
 * A callback ref, because a dialog's content reaches the page a render after the dialog itself (portal), and a
 * field shown again (the details step after Back) is focused again.
 */
export function focusWhenShown(element: HTMLElement | null) {
  element?.focus();
}
