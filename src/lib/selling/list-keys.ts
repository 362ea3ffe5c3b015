/**
 * Keyboard moves in a type-ahead list (the call center's customer and product searches): arrows move the highlight
 * and wrap around, Home/End jump, Enter picks, Escape clears. Pure, so the rules are tested without a browser.
 */
export type ListKeyAction = { kind: 'move'; index: number } | { kind: 'pick'; index: number } | { kind: 'clear' } | { kind: 'none' };

/** What `key` does with `index` highlighted (-1: none) in a list of `count` rows. */
export function listKeyAction(key: string, index: number, count: number): ListKeyAction {
  if (key === 'Escape') return { kind: 'clear' };
  if (count === 0) return { kind: 'none' };
  switch (key) {
    case 'ArrowDown':
      return { kind: 'move', index: index < 0 || index >= count - 1 ? 0 : index + 1 };
    case 'ArrowUp':
      return { kind: 'move', index: index <= 0 ? count - 1 : index - 1 };
    case 'Home':
      return { kind: 'move', index: 0 };
    case 'End':
      return { kind: 'move', index: count - 1 };
    case 'Enter':
      // Enter with nothing highlighted takes the first match: typing a barcode or a phone and Enter is enough.
      return { kind: 'pick', index: index >= 0 && index < count ? index : 0 };
    default:
      return { kind: 'none' };
  }
}

/** What a search box typed looks like: a phone (digits, +, spaces, dashes), an email, or a name. */
export function searchKind(text: string): 'phone' | 'email' | 'name' {
  const value = text.trim();
  if (value.includes('@')) return 'email';
  if (/^\+?[\d\s\-.()]{5,}$/.test(value)) return 'phone';
  return 'name';
}
