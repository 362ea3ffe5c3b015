/** Step 2: which column each header of the file goes to (matched by name; each one can be changed). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { SHEET_FIELDS, type ColumnTarget, type NamedRef } from '../../../../contract/product-sheet';
import { FIELD_LABELS } from '../lib/labels';

interface Props {
  headers: string[];
  mapping: Array<ColumnTarget | null>;
  warehouses: NamedRef[];
  formulaCells: number;
  sheetName: string;
  sheetCount: number;
  rowCount: number;
  checking: boolean;
  onChange: (mapping: Array<ColumnTarget | null>) => void;
  onCheck: () => void;
}

export function ColumnMapping({ headers, mapping, warehouses, formulaCells, sheetName, sheetCount, rowCount, checking, onChange, onCheck }: Props) {
  const { t, i18n } = useLingui();
  const options = [
    { value: '', label: t`No usar` },
    ...SHEET_FIELDS.map((field) => ({ value: field, label: i18n._(FIELD_LABELS[field]) })),
    ...warehouses.map((w) => ({ value: `stock:${w.id}`, label: t`Stock en ${w.name}` })),
  ];
  const hasSku = mapping.includes('sku');
  const set = (index: number, value: string | null) => {
    const target = (value || null) as ColumnTarget | null;
    // A target belongs to one column: choosing it here frees it elsewhere.
    onChange(mapping.map((current, i) => (i === index ? target : current === target ? null : current)));
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            Hoja «{sheetName}»: {rowCount} filas. Revisa a qué columna va cada encabezado.
          </Trans>
        </Text>
        {sheetCount > 1 && (
          <Alert color="blue" data-testid="upload-extra-sheets">
            <Trans>El archivo tiene {sheetCount} hojas: se lee solo la primera con datos («{sheetName}»).</Trans>
          </Alert>
        )}
        {formulaCells > 0 && (
          <Alert color="yellow" data-testid="upload-formulas">
            <Trans>La hoja tiene {formulaCells} celdas con fórmulas: se usa el último valor calculado de cada una.</Trans>
          </Alert>
        )}
        <Table withTableBorder verticalSpacing={4} fz="sm" aria-label={t`Columnas del archivo`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Encabezado en el archivo`}</Table.Th>
              <Table.Th>{t`Columna`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {headers.map((header, index) => (
              <Table.Tr key={index}>
                <Table.Td>{header || t`(sin encabezado)`}</Table.Td>
                <Table.Td>
                  <Select
                    size="xs"
                    aria-label={t`Columna para «${header}»`}
                    data={options}
                    value={mapping[index] ?? ''}
                    onChange={(value) => set(index, value)}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {!hasSku && <Alert color="red">{t`Elige qué columna tiene el SKU.`}</Alert>}
        <Group>
          <Button onClick={onCheck} disabled={!hasSku || checking} leftSection={checking ? <Loader size={14} /> : null}>
            {t`Revisar filas`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
