import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';

/** Shown instead of a one-company screen (the catalogue) when SA has not chosen a company in the header. */
export function ChooseCompany() {
  return (
    <Alert variant="light" color="blue" icon={<IconBuildingStore size={20} />} title={<Trans>Elige una empresa</Trans>} data-testid="choose-company">
      <Trans>Esta pantalla trabaja con los datos de una empresa. Elígela en el selector «Empresa» de la cabecera.</Trans>
    </Alert>
  );
}
