/** `GET usergrouptypeplan` for operators: each user group type with the plans it may take. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { USER_GROUP_TYPES } from '../../../../contract/subscription-constants';
import { groupTypePlansQuery, type CompanyScope } from '../api/subscription-queries';
import { GROUP_TYPE_LABELS } from '../lib/subscription-labels';
import { EmptyText, ListPanel } from './list-parts';

export function GroupTypePlans({ scope, appId, appNames }: { scope: CompanyScope; appId: number | undefined; appNames: ReadonlyMap<number, string> }) {
  const { i18n } = useLingui();
  const list = useQuery(groupTypePlansQuery(scope, appId));
  const rows = list.data ?? [];
  return (
    <ListPanel
      pending={list.isPending}
      error={list.error}
      empty={rows.length === 0}
      emptyState={
        <EmptyText>
          <Trans>Ningún plan está disponible aún para un grupo de usuarios.</Trans>
        </EmptyText>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} p="sm">
        {USER_GROUP_TYPES.map((type) => {
          const plans = rows.filter((row) => row.userGroupType === type);
          return (
            <Card key={type} withBorder radius="md" padding="sm" data-testid="group-type-plans">
              <Title order={2} fz="h5" mb={6}>
                {i18n._(GROUP_TYPE_LABELS[type])}
              </Title>
              {plans.length === 0 ? (
                <Text size="sm" c="dimmed">
                  <Trans>Sin planes</Trans>
                </Text>
              ) : (
                <Stack gap={4}>
                  {plans.map((row) => (
                    <Group key={row.id} gap={6} wrap="nowrap" justify="space-between">
                      <Text size="sm">{row.planName}</Text>
                      <Text size="xs" c="dimmed" truncate>
                        {appNames.get(row.ApplicationId) ?? ''}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </ListPanel>
  );
}
