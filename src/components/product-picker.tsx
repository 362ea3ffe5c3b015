/**
 * A search-as-you-type product picker (one product or several) over `/Product/List`, the one product search of the
 * app: composites, mass update, the menu and anything else that names products use it. Shows SKU, name and price
 * with IVA; arrow keys move through the results, Enter picks, Escape closes, Backspace on an empty search removes
 * the last chosen product (multiple).
 */
import { useLingui } from '@lingui/react/macro';
import { CloseButton, Combobox, Group, InputBase, Loader, Pill, PillsInput, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { PRODUCT_PAGE_MAX } from '../../contract/catalogue-constants';
import type { CallRequest } from '../../contract/calls';
import type { ProductSummary } from '../../contract/schemas/product-list';
import { callApi } from '../lib/api-client';
import { TABULAR, useFormat } from '../lib/format';
import { useCompanyScope } from '../lib/use-company-scope';

/** Narrowing of the search (e.g. `{ kind: 'simple' }` for a composite's components, `{ active: true }`). */
export type ProductPickerFilter = Pick<CallRequest<'/Product/List'>, 'kind' | 'active' | 'categoryId' | 'brandId' | 'saleUnit'>;

interface CommonProps {
  label: ReactNode;
  /** The company to search (SA); by default the one chosen in the header. */
  empresaId?: number;
  /** Products never offered (the product being edited, a composite's parent). */
  exclude?: readonly number[];
  filter?: ProductPickerFilter;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

export interface SingleProductPickerProps extends CommonProps {
  multiple?: false;
  value: number | null;
  /** The chosen product's id and summary (null when cleared). */
  onChange: (value: number | null, product: ProductSummary | null) => void;
}

export interface MultipleProductPickerProps extends CommonProps {
  multiple: true;
  value: readonly number[];
  /** The chosen ids in order, with the summaries the picker knows of (those just searched or already shown). */
  onChange: (value: number[], products: ProductSummary[]) => void;
}

export type ProductPickerProps = SingleProductPickerProps | MultipleProductPickerProps;

const RESULTS = 20;
const describe = (row: ProductSummary) => `${row.sku} · ${row.name}`;
const DEBOUNCE_MS = 250;

export function ProductPicker(props: ProductPickerProps) {
  const { t } = useLingui();
  const format = useFormat();
  const { scope } = useCompanyScope();
  const company = props.empresaId === undefined ? scope : { empresaId: props.empresaId };
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  const chosenIds = useMemo(() => (props.multiple ? [...props.value] : props.value === null ? [] : [props.value]), [props.multiple, props.value]);

  const results = useQuery({
    queryKey: ['products', 'picker', company, q, props.filter ?? {}],
    queryFn: ({ signal }) => callApi('/Product/List', { ...company, ...props.filter, ...(q ? { q } : {}), limit: RESULTS }, { signal }),
    enabled: combobox.dropdownOpened && !props.disabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  // The chosen products' names and prices, whether or not the last search found them.
  const chosen = useQuery({
    queryKey: ['products', 'picker-chosen', company, chosenIds],
    // A page holds PRODUCT_PAGE_MAX products: the pills of any beyond show their id until they are searched.
    queryFn: ({ signal }) => callApi('/Product/List', { ...company, ids: chosenIds.slice(0, PRODUCT_PAGE_MAX), limit: Math.min(PRODUCT_PAGE_MAX, Math.max(1, chosenIds.length)) }, { signal }),
    enabled: chosenIds.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const known = new Map<number, ProductSummary>();
  for (const row of chosen.data?.rows ?? []) known.set(row.id, row);
  for (const row of results.data?.rows ?? []) known.set(row.id, row);
  const hidden = new Set([...(props.exclude ?? []), ...(props.multiple ? chosenIds : [])]);
  const options = (results.data?.rows ?? []).filter((row) => !hidden.has(row.id));

  function pick(id: number) {
    const product = known.get(id) ?? null;
    if (props.multiple) {
      const next = [...props.value, id];
      props.onChange(next, next.flatMap((value) => known.get(value) ?? []));
      setSearch('');
    } else {
      props.onChange(id, product);
      setSearch('');
      combobox.closeDropdown();
    }
  }

  function remove(id: number) {
    if (!props.multiple) return;
    const next = props.value.filter((value) => value !== id);
    props.onChange(next, next.flatMap((value) => known.get(value) ?? []));
  }

  const dropdown = (
    <Combobox.Dropdown>
      <Combobox.Options mah={320} style={{ overflowY: 'auto' }} aria-label={t`Productos encontrados`}>
        {results.isError ? (
          <Combobox.Empty>{t`No se pudo buscar. Inténtalo de nuevo.`}</Combobox.Empty>
        ) : options.length === 0 ? (
          <Combobox.Empty>{results.isFetching ? t`Buscando…` : t`Ningún producto coincide`}</Combobox.Empty>
        ) : (
          options.map((row) => (
            <Combobox.Option value={String(row.id)} key={row.id} aria-label={describe(row)}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {row.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={TABULAR}>
                    {row.sku}
                    {row.active ? '' : ` · ${t`Inactivo`}`}
                  </Text>
                </div>
                <Text size="sm" style={TABULAR}>
                  {format.money(row.priceWithTaxCents)}
                </Text>
              </Group>
            </Combobox.Option>
          ))
        )}
      </Combobox.Options>
    </Combobox.Dropdown>
  );

  const rightSection = results.isFetching && combobox.dropdownOpened ? <Loader size={16} /> : undefined;
  const common = { label: props.label, description: props.description, error: props.error, required: props.required, disabled: props.disabled };

  if (props.multiple) {
    return (
      <Combobox store={combobox} onOptionSubmit={(value) => pick(Number(value))}>
        <Combobox.DropdownTarget>
          <PillsInput {...common} rightSection={rightSection} onClick={() => combobox.openDropdown()}>
            <Pill.Group>
              {props.value.map((id) => {
                const row = known.get(id);
                return (
                  <Pill key={id} withRemoveButton={!props.disabled} onRemove={() => remove(id)} removeButtonProps={{ 'aria-label': t`Quitar ${row ? describe(row) : String(id)}` }}>
                    {row ? describe(row) : `#${id}`}
                  </Pill>
                );
              })}
              <Combobox.EventsTarget>
                <PillsInput.Field
                  value={search}
                  placeholder={props.placeholder ?? t`Buscar por nombre, SKU o código de barras`}
                  aria-label={typeof props.label === 'string' ? props.label : undefined}
                  disabled={props.disabled}
                  onFocus={() => combobox.openDropdown()}
                  onBlur={() => combobox.closeDropdown()}
                  onChange={(event) => {
                    setSearch(event.currentTarget.value);
                    combobox.openDropdown();
                    combobox.updateSelectedOptionIndex();
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Backspace' && search.length === 0 && props.value.length > 0) {
                      event.preventDefault();
                      remove(props.value.at(-1)!);
                    }
                  }}
                />
              </Combobox.EventsTarget>
            </Pill.Group>
          </PillsInput>
        </Combobox.DropdownTarget>
        {dropdown}
      </Combobox>
    );
  }

  const current = props.value === null ? undefined : known.get(props.value);
  const shown = combobox.dropdownOpened ? search : current ? describe(current) : props.value === null ? '' : `#${props.value}`;
  return (
    <Combobox store={combobox} onOptionSubmit={(value) => pick(Number(value))}>
      <Combobox.Target>
        <InputBase
          {...common}
          value={shown}
          placeholder={props.placeholder ?? t`Buscar por nombre, SKU o código de barras`}
          rightSection={
            rightSection ??
            (props.value !== null && !props.disabled ? (
              <CloseButton size="sm" aria-label={t`Quitar producto`} onMouseDown={(event) => event.preventDefault()} onClick={() => props.onChange(null, null)} />
            ) : (
              <Combobox.Chevron />
            ))
          }
          rightSectionPointerEvents={props.value !== null || rightSection ? 'all' : 'none'}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setSearch('');
          }}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
        />
      </Combobox.Target>
      {dropdown}
    </Combobox>
  );
}
