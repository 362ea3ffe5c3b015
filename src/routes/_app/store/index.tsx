import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../../components/pages/under-construction';
import { PickingSettingsSection } from '../../../features/company-settings/components/picking-settings-section';

export const Route = createFileRoute('/_app/store/')({
  staticData: { screen: 'store' },
  component: RouteComponent,
});

/** The stores screen is still to build; the company's picking settings live here meanwhile (issue 21 §4, docs/picking.md). */
function RouteComponent() {
  return (
    <Stack gap="lg">
      <UnderConstruction route="/store" />
      <PickingSettingsSection />
    </Stack>
  );
}
