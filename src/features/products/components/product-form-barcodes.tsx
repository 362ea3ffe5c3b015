/**
 * A product's barcodes: type or scan one into the field and press Enter (a scanner sends Enter after the code);
 * each is checked by its check digit before it is added, and removed with its own button.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconBarcode, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { BARCODE_MAX_PER_PRODUCT, barcodeProblem } from '../../../../contract/barcodes';
import { TABULAR } from '../../../lib/format';

export interface ProductFormBarcodesProps {
  barcodes: readonly string[];
  /** `barcodes.<index>` and `barcodes` messages. */
  errors: Record<string, string | undefined>;
  onChange: (barcodes: string[]) => void;
}

export function ProductFormBarcodes({ barcodes, errors, onChange }: ProductFormBarcodesProps) {
  const { t } = useLingui();
  const [entry, setEntry] = useState('');
  const [entryError, setEntryError] = useState<string | null>(null);

  const add = () => {
    const code = entry.trim().replace(/\s+/g, '');
    if (code === '') return;
    const problem = barcodeProblem(code);
    if (problem === 'format') return setEntryError(t`No es un EAN-8, UPC-A o EAN-13: debe tener 8, 12 o 13 dígitos.`);
    if (problem === 'check_digit') return setEntryError(t`El dígito de control no es correcto: revisa el código o escanéalo de nuevo.`);
    if (barcodes.includes(code)) return setEntryError(t`Este código ya está en la lista.`);
    if (barcodes.length >= BARCODE_MAX_PER_PRODUCT) return setEntryError(t`Un producto puede tener hasta ${BARCODE_MAX_PER_PRODUCT} códigos de barras.`);
    onChange([...barcodes, code]);
    setEntry('');
    setEntryError(null);
  };

  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t`Código de barras`}
          description={t`Escríbelo o escanéalo y pulsa Enter.`}
          leftSection={<IconBarcode size={18} aria-hidden />}
          value={entry}
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => {
            setEntry(event.currentTarget.value);
            setEntryError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          error={entryError ?? errors['barcodes']}
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={add} mt={46}>
          <Trans>Agregar código</Trans>
        </Button>
      </Group>
      {barcodes.length === 0 ? (
        <Text size="sm" c="dimmed"><Trans>Sin códigos de barras.</Trans></Text>
      ) : (
        <Table withRowBorders verticalSpacing={4} aria-label={t`Códigos de barras del producto`}>
          <Table.Tbody>
            {barcodes.map((code, index) => (
              <Table.Tr key={code}>
                <Table.Td style={TABULAR}>
                  {code}
                  {errors[`barcodes.${index}`] && <Text size="xs" c="red" role="alert">{errors[`barcodes.${index}`]}</Text>}
                </Table.Td>
                <Table.Td w={48}>
                  <ActionIcon variant="subtle" color="red" aria-label={t`Quitar el código ${code}`} onClick={() => onChange(barcodes.filter((c) => c !== code))}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
