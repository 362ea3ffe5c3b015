/**
 * /promocodes and /promotarjetas (SA): one list for both kinds of promotion (spec §2: card promotions reuse the promo
 * code screen). Search by code or description, filter by state; each row opens its form.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { PromoKind } from '../../../../contract/schemas/promotions';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { promotionListQuery, type CompanyScope } from '../api/promotion-queries';
import { KIND_TEXTS, NEW_ID } from '../lib/promotion-kinds';
import { PROMO_FILTER_PARAMS, type PromoFilterParam, type PromotionListSearch } from '../lib/promotion-list-search';
import { PromotionCards, PromotionTable } from './promotion-rows';

interface PageProps {
  kind: PromoKind;
  search: PromotionListSearch;
  onSearchChange: (next: PromotionListSearch) => void;
}

export function PromotionsPage({ kind, search, onSearchChange }: PageProps) {
  const { i18n } = useLingui();
  const title = i18n._(KIND_TEXTS[kind].title);
  usePageTitle(title);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {needsCompany ? <ChooseCompany /> : <PromotionList key={`${kind}:${scope.empresaId ?? 0}`} kind={kind} scope={scope} search={search} onSearchChange={onSearchChange} />}
    </Stack>
  );
}

function NewButton({ kind, variant }: { kind: PromoKind; variant?: 'light' }) {
  const { i18n } = useLingui();
  return (
    <Button renderRoot={(props) => <Link to={KIND_TEXTS[kind].detailPath} params={{ id: NEW_ID[kind] }} {...props} />} variant={variant ?? 'filled'} leftSection={<IconPlus size={16} />}>
      {i18n._(KIND_TEXTS[kind].newLabel)}
    </Button>
  );
}

function PromotionList({ kind, scope, search, onSearchChange }: PageProps & { scope: CompanyScope }) {
  const { t, i18n } = useLingui();
  const describe = useErrorMessage();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  // What is typed shows at once; the URL (and the request) follow a moment later.
  const [text, setText] = useState(search.q ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const q = search.q ?? '';
  useEffect(() => {
    if (debounced !== q) onSearchChange({ ...search, ...(debounced ? { q: debounced } : { q: undefined }) });
  }, [debounced, q, search, onSearchChange]);
  const list = useQuery(promotionListQuery(scope, kind, q, search.estado === undefined ? undefined : PROMO_FILTER_PARAMS[search.estado]));
  const rows = list.data?.rows ?? [];
  const currency = list.data?.currency ?? 'USD';
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <TextInput
            aria-label={i18n._(KIND_TEXTS[kind].searchLabel)}
            placeholder={t`Buscar por código o descripción`}
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            w={phone ? '100%' : 280}
          />
          <SegmentedControl
            aria-label={t`Estado`}
            value={search.estado ?? 'todas'}
            onChange={(value) => onSearchChange({ ...search, estado: value === 'todas' ? undefined : (value as PromoFilterParam) })}
            data={[
              { value: 'todas', label: t`Todas` },
              { value: 'vigentes', label: t`Vigentes` },
              { value: 'activas', label: t`Activas` },
              { value: 'finalizadas', label: t`Finalizadas` },
              { value: 'inactivas', label: t`Inactivas` },
            ]}
          />
        </Group>
        <NewButton kind={kind} />
      </Group>
      <Paper withBorder radius="md" p={phone ? 'xs' : 0}>
        {list.isPending ? (
          <Stack gap="xs" p="sm" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Stack>
        ) : list.isError ? (
          <Alert color="red" variant="light" m="sm" role="alert">
            {describe(list.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <Stack align="center" gap="xs" p="xl">
            <Text c="dimmed">{q ? <Trans>Ninguna promoción coincide con «{q}».</Trans> : <Trans>No hay promociones con este filtro.</Trans>}</Text>
            <NewButton kind={kind} variant="light" />
          </Stack>
        ) : phone ? (
          <PromotionCards kind={kind} rows={rows} currency={currency} />
        ) : (
          <PromotionTable kind={kind} rows={rows} currency={currency} />
        )}
      </Paper>
      <Text size="sm" c="dimmed" data-testid="promotion-total">
        <Plural value={rows.length} one="# promoción" other="# promociones" />
        {list.data?.truncated ? ` · ${t`Hay más: afina la búsqueda.`}` : ''}
      </Text>
    </Stack>
  );
}
