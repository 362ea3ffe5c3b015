import { ComboboxChevron, ComboboxClearButton, InputBase, type SelectProps } from '@mantine/core';
import type { RefObject } from 'react';
import { onDemand, useDeferredSwap } from './deferred-control';

const selectCode = onDemand(() => import('./deferred-select-real').then((module) => module.Select));

/** The label of `value` in Mantine's select data (strings, `{ value, label }` items, or groups of them). */
function labelOf(data: readonly unknown[] | undefined, value: string | null | undefined): string {
  if (value === null || value === undefined || !data) return '';
  for (const entry of data) {
    if (entry === value) return value;
    if (typeof entry !== 'object' || entry === null) continue;
    if ('items' in entry && Array.isArray(entry.items)) {
      const found = labelOf(entry.items, value);
      if (found) return found;
    } else if ('value' in entry && entry.value === value) {
      return 'label' in entry && typeof entry.label === 'string' ? entry.label : value;
    }
  }
  return '';
}

/**
 * Mantine's Select, downloaded when the user first shows interest in it (pointer over it, focus, touch). Until
 * then an input that looks and reads the same (role combobox, same label, value, sections) stands in: a screen
 * shows its selectors without paying for the option list, its scroll area and its check icons.
 * Only controlled selects (`value`) are supported: the placeholder shows what the value says.
 */
export function DeferredSelect(props: SelectProps) {
  const { real: Select, openOnSwap, focusOnSwap, placeholderProps } = useDeferredSwap(selectCode);
  if (Select) return <Select {...props} defaultDropdownOpened={openOnSwap || props.defaultDropdownOpened} autoFocus={focusOnSwap || props.autoFocus} />;

  const { value, data, placeholder, disabled, readOnly, clearable, onChange, leftSection, rightSection, w, size } = props;
  const { ref, ...handlers } = placeholderProps;
  const clear = clearable && value !== null && value !== undefined && !disabled && !readOnly;
  return (
    <InputBase
      {...handlers}
      ref={ref as RefObject<HTMLInputElement | null>}
      aria-label={props['aria-label']}
      // Closed, like Mantine's own select when closed: no list exists yet for aria-controls to name (axe agrees).
      // oxlint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      readOnly
      pointer
      value={labelOf(data as readonly unknown[] | undefined, value)}
      placeholder={placeholder}
      disabled={disabled}
      leftSection={leftSection}
      w={w}
      size={size}
      rightSection={
        rightSection ??
        (clear ? (
          <ComboboxClearButton
            // Clearing needs no option list: done here, without downloading the select.
            onClear={() => onChange?.(null, null)}
            onPointerDown={(event) => event.stopPropagation()}
            onClick={(event) => event.stopPropagation()}
          />
        ) : (
          <ComboboxChevron size={size} />
        ))
      }
      rightSectionPointerEvents={clear ? 'auto' : 'none'}
    />
  );
}
