import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PickingSettingsSection } from '../../../features/company-settings/components/picking-settings-section';
import { StoresPage } from '../../../features/stores/components/stores-page';

export const Route = createFileRoute('/_app/store/')({
  staticData: { screen: 'store' },
  component: RouteComponent,
});

/** The stores, and under them the company's picking settings (issue 21 §4, docs/picking.md). */
function RouteComponent() {
  return (
    <Stack gap="lg">
      <StoresPage />
      <PickingSettingsSection />
    </Stack>
  );
}
