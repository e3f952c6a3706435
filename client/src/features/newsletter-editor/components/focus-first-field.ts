/**
 * A dialog opens on its first field rather than on its close button (Radix's default, the first
 * focusable element): the admin types straight away.
 */
export function focusFirstField(id: string) {
  return (event: Event) => {
    event.preventDefault();
    document.getElementById(id)?.focus();
  };
}
