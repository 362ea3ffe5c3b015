import { Trans, useLingui } from "@lingui/react/macro";
import {
  Button,
  Collapse,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconAdjustmentsHorizontal, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import type {
  ProductSort,
  SaleUnit,
} from "../../../../contract/catalogue-constants";
import type { CallData } from "../../../../contract/calls";
import {
  hasProductFilters,
  type ProductListSearch,
} from "../lib/product-list-search";

interface ProductListFiltersProps {
  search: ProductListSearch;
  onChange: (change: Partial<ProductListSearch>) => void;
  onClear: () => void;
  options: CallData<"/Product/ListFilters"> | undefined;
  warehouses: readonly { id: number; name: string }[];
  /** Phones: the filters fold under a button, so the list stays in view. */
  phone: boolean;
}

const SEARCH_DEBOUNCE_MS = 300;
const toId = (value: string | null) => (value ? Number(value) : undefined);

/** The search box (name, SKU or barcode, searched on the server) and the filters; each change goes to the URL. */
export function ProductListFilters({
  search,
  onChange,
  onClear,
  options,
  warehouses,
  phone,
}: ProductListFiltersProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(search.q ?? "");
  // The URL changed from elsewhere (cleared, back button): the box follows, unless it already says that (typing).
  const [synced, setSynced] = useState(search.q);
  if (synced !== search.q) {
    setSynced(search.q);
    if ((search.q ?? "") !== text.trim()) setText(search.q ?? "");
  }
  const commit = useDebouncedCallback(
    (value: string) => onChange({ q: value.trim() || undefined }),
    SEARCH_DEBOUNCE_MS,
  );

  const categoryNames = new Map(
    (options?.categories ?? []).map((c) => [c.id, c]),
  );
  const categoryPath = (id: number): string => {
    const names: string[] = [];
    for (
      let current = categoryNames.get(id), depth = 0;
      current && depth < 10;
      current =
        current.parentId === null
          ? undefined
          : categoryNames.get(current.parentId),
        depth += 1
    ) {
      names.unshift(current.name);
    }
    return names.join(" › ");
  };
  const categories = (options?.categories ?? [])
    .map((c) => ({ value: String(c.id), label: categoryPath(c.id) }))
    .toSorted((a, b) => a.label.localeCompare(b.label));
  const brands = (options?.brands ?? []).map((b) => ({
    value: String(b.id),
    label: b.name,
  }));

  return (
    <Stack gap="sm">
      <TextInput
        label={t`Buscar productos`}
        placeholder={t`Nombre, SKU o código de barras`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          commit(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          // A scanner ends with Enter: search at once.
          if (event.key === "Enter") {
            commit.cancel?.();
            onChange({ q: text.trim() || undefined });
          }
        }}
        type="search"
      />
      {phone && (
        <Button
          variant="light"
          size="sm"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          {open ? t`Ocultar filtros` : t`Mostrar filtros`}
        </Button>
      )}
      <Collapse expanded={!phone || open}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 6 }} spacing="sm">
          <Select
            label={t`Categoría`}
            data={categories}
            value={search.category ? String(search.category) : null}
            onChange={(value) => onChange({ category: toId(value) })}
            searchable
            clearable
            placeholder={t`Todas`}
            nothingFoundMessage={t`Sin resultados`}
          />
          <Select
            label={t`Marca`}
            data={brands}
            value={search.brand ? String(search.brand) : null}
            onChange={(value) => onChange({ brand: toId(value) })}
            searchable
            clearable
            placeholder={t`Todas`}
            nothingFoundMessage={t`Sin resultados`}
          />
          <Select
            label={t`Unidad`}
            data={[
              { value: "unit", label: t`Por unidad` },
              { value: "kg", label: t`Por peso (kg)` },
            ]}
            value={search.unit ?? null}
            onChange={(value) =>
              onChange({ unit: (value as SaleUnit | null) ?? undefined })
            }
            clearable
            placeholder={t`Todas`}
          />
          <Select
            label={t`Estado`}
            data={[
              { value: "1", label: t`Activos` },
              { value: "0", label: t`Inactivos` },
            ]}
            value={search.active === undefined ? null : String(search.active)}
            onChange={(value) =>
              onChange({
                active: value === null ? undefined : (Number(value) as 0 | 1),
              })
            }
            clearable
            placeholder={t`Todos`}
          />
          <Select
            label={t`Sin stock en`}
            data={warehouses.map((w) => ({
              value: String(w.id),
              label: w.name,
            }))}
            value={search.oos ? String(search.oos) : null}
            onChange={(value) => onChange({ oos: toId(value) })}
            clearable
            placeholder={t`Cualquier bodega`}
          />
          <Select
            label={t`Ordenar por`}
            data={[
              { value: "name", label: t`Nombre` },
              { value: "sku", label: t`SKU` },
              { value: "price", label: t`Precio` },
              { value: "updated", label: t`Última modificación` },
            ]}
            value={search.sort ?? "name"}
            onChange={(value) =>
              onChange({
                sort: (value as ProductSort | null) ?? undefined,
                desc: value === "updated" ? 1 : undefined,
              })
            }
            allowDeselect={false}
          />
        </SimpleGrid>
      </Collapse>
      {hasProductFilters(search) && (
        <Group justify="flex-end">
          <Button variant="subtle" size="xs" onClick={onClear}>
            <Trans>Limpiar filtros</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
