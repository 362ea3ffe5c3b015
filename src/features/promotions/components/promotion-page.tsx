/**
 * /promocode/:id and /promotarjeta/:id (SA): one promotion's form with its uses, or a new one's form (`nuevo` /
 * `nueva`). Asks SA for a company first.
 */
import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { PromoKind } from '../../../../contract/schemas/promotions';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { promotionQuery } from '../api/promotion-queries';
import { KIND_TEXTS } from '../lib/promotion-kinds';
import { PromotionForm } from './promotion-form';
import { PromotionUses } from './promotion-uses';

/** `promotionId` null: a new promotion. */
export function PromotionPage({ kind, promotionId }: { kind: PromoKind; promotionId: number | null }) {
  const { t, i18n } = useLingui();
  const texts = KIND_TEXTS[kind];
  const { scope, needsCompany } = useCompanyScope();
  const errorMessage = useErrorMessage();
  const query = useQuery({ ...promotionQuery(scope, kind, promotionId), enabled: !needsCompany });
  const title = promotionId === null ? i18n._(texts.newTitle) : (query.data?.promotion?.code ?? i18n._(texts.one));
  usePageTitle(title);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Anchor component={Link} to={texts.listPath} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {i18n._(texts.title)}
          </Group>
        </Anchor>
        <Title order={1} fz="h2">
          {title}
        </Title>
      </Stack>
      {needsCompany ? (
        <ChooseCompany />
      ) : query.isPending ? (
        <Skeleton h={420} />
      ) : query.isError ? (
        <Alert color="red" title={t`No se pudo cargar la promoción`}>
          {errorMessage(query.error)}
        </Alert>
      ) : (
        // A new key per company and record: the form starts from what was loaded.
        <PromotionForm
          key={`${scope.empresaId ?? 0}:${promotionId ?? 'nueva'}`}
          kind={kind}
          scope={scope}
          data={query.data}
          uses={query.data.promotion ? <PromotionUses kind={kind} scope={scope} promotionId={query.data.promotion.id} currency={query.data.currency} /> : null}
        />
      )}
    </Stack>
  );
}
