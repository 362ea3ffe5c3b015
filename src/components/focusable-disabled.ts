/**
 * Props for a button that its own tap may disable (the last "+", "Completo", the last undo): disabled to the eye and
 * to assistive technology, but still focusable. A natively disabled button loses focus to the page when it was the
 * one pressed (keyboard and scanner users then start again from the top), and Chromium blurs it in a task of its own
 * after the frame, which delays everything queued behind it. Mantine styles `data-disabled` as `disabled`.
 */
export function focusableDisabled(disabled: boolean, onClick: () => void): { 'data-disabled'?: true; 'aria-disabled'?: true; onClick?: () => void } {
  return disabled ? { 'data-disabled': true, 'aria-disabled': true } : { onClick };
}
