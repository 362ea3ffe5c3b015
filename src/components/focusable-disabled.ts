/**
 * Props for a Mantine Button or ActionIcon that its own tap may disable (the last "+", "Completo", the last undo):
 * disabled to the eye and to assistive technology, but still focusable, as Mantine documents for disabled buttons
 * that must keep the focus (`data-disabled` instead of `disabled`, and no click handler). A natively disabled
 * button loses the focus to the page when it was the one pressed: keyboard and scanner users then start again from
 * the top.
 */
export function focusableDisabled(disabled: boolean, onClick: () => void): { 'data-disabled'?: true; 'aria-disabled'?: true; onClick?: () => void } {
  return disabled ? { 'data-disabled': true, 'aria-disabled': true } : { onClick };
}
