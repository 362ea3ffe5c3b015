/**
 * /market/actualizacion (SA's market screen): choose products (filter or pasted SKUs), one change, a preview of every
 * row before → after, apply after a confirmation naming how many products change, the result; and the history with
 * "Deshacer" on the last mass update.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { CallData } from '../../../../contract/calls';
import type { MassChange, MassSelection } from '../../../../contract/schemas/mass-update';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { useUserData } from '../../../lib/user-data';
import { filterOptionsQuery, massKeys, useMassApply, type MassPreviewPage } from '../api/mass-update-queries';
import { scopeOptionsQuery } from '../../../lib/scope-options-query';
import { changeRequest, EMPTY_CHANGE, EMPTY_SELECTION, selectionProblem, selectionRequest, type ChangeForm, type ChangeProblem, type SelectionForm } from '../lib/mass-form';
import { isPreviewChanged, useMassErrorMessage } from '../lib/mass-errors';
import { summaryOf, useNames } from '../lib/mass-names';
import { useDescribe } from '../lib/use-describe';
import { ChangeStep } from './change-step';
import { SelectionStep } from './selection-step';
import { MassHistory } from './mass-history';
import { PreviewStep } from './preview-step';

export function MassUpdatePage() {
  const { t } = useLingui();
  const title = t`Actualización masiva`;
  usePageTitle(title);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">{title}</Title>
      {needsCompany ? <ChooseCompany /> : <MassUpdateWizard key={scope.empresaId ?? 'own'} scope={scope} />}
    </Stack>
  );
}

function MassUpdateWizard({ scope }: { scope: { empresaId?: number } }) {
  const { t } = useLingui();
  const f = useFormat();
  const user = useUserData();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const errorMessage = useMassErrorMessage();
  const queryClient = useQueryClient();
  const filters = useQuery(filterOptionsQuery(scope));
  const options = useQuery(scopeOptionsQuery(user?.userID));
  const companyId = scope.empresaId ?? user?.empresaAsociada ?? null;
  const warehouses = useMemo(() => (options.data?.warehouses ?? []).filter((w) => w.companyId === companyId), [options.data, companyId]);
  const currency = options.data?.companies.find((c) => c.id === companyId)?.currency ?? 'USD';
  const names = useNames(filters.data, warehouses, currency);
  const describe = useDescribe(names);

  const [step, setStep] = useState(0);
  const [selectionForm, setSelectionForm] = useState<SelectionForm>(EMPTY_SELECTION);
  const [changeForm, setChangeForm] = useState<ChangeForm>(EMPTY_CHANGE);
  const [showSelectionProblems, setShowSelectionProblems] = useState(false);
  const [changeProblem, setChangeProblem] = useState<ChangeProblem | null>(null);
  // What the preview shows (fixed when "Ver vista previa" is pressed).
  const [planned, setPlanned] = useState<{ selection: MassSelection; change: MassChange } | null>(null);
  const [summary, setSummary] = useState<MassPreviewPage | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<CallData<'/Product/MassApply'> | null>(null);
  const apply = useMassApply();
  const mutationId = useRef<string | null>(null);
  const onSummary = useCallback((page: MassPreviewPage | null) => setSummary(page), []);

  const categoryLabel = (id: number) => names.category(id);
  const toChange = () => {
    if (selectionProblem(selectionForm)) {
      setShowSelectionProblems(true);
      return;
    }
    setStep(1);
  };
  const toPreview = () => {
    const made = changeRequest(changeForm);
    if ('problem' in made) {
      setChangeProblem(made.problem);
      return;
    }
    setChangeProblem(null);
    setSummary(null);
    apply.reset();
    setPlanned({ selection: selectionRequest(selectionForm), change: made.change });
    setStep(2);
  };
  const confirmApply = () => {
    if (!planned || !summary) return;
    mutationId.current ??= crypto.randomUUID();
    apply.mutate(
      { ...scope, selection: planned.selection, change: planned.change, previewToken: summary.previewToken, mutationId: mutationId.current },
      {
        onSuccess: (data) => {
          mutationId.current = null;
          setConfirming(false);
          setResult(data);
          setStep(3);
        },
        onError: (error) => {
          // A refusal is final; after no answer at all, the retry must be the same apply.
          if (!isApiError(error)) return;
          mutationId.current = null;
          setConfirming(false);
          // The products changed since: show the preview as it is now (the alert says why nothing was applied).
          if (isPreviewChanged(error)) void queryClient.invalidateQueries({ queryKey: massKeys.previews });
        },
      },
    );
  };
  const restart = () => {
    setStep(0);
    setPlanned(null);
    setSummary(null);
    setResult(null);
    setChangeForm(EMPTY_CHANGE);
    apply.reset();
  };

  const changing = summary?.counts.changing ?? 0;
  const changingText = f.count(changing);
  return (
    <Stack gap="xl">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stepper active={step} onStepClick={(next) => next < step && step < 3 && setStep(next)} size="sm" orientation={phone ? 'vertical' : 'horizontal'} allowNextStepsSelect={false}>
          <Stepper.Step label={t`Productos`} description={t`Qué productos cambian`}>
            <Stack gap="md" mt="md">
              {filters.isError && <Alert color="red" variant="light">{errorMessage(filters.error)}</Alert>}
              <SelectionStep value={selectionForm} onChange={setSelectionForm} filters={filters.data} categoryLabel={categoryLabel} warehouses={warehouses} showProblems={showSelectionProblems} />
              <Group justify="flex-end">
                <Button onClick={toChange}><Trans>Siguiente</Trans></Button>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={t`Cambio`} description={t`Un cambio por vez`}>
            <Stack gap="md" mt="md">
              <ChangeStep value={changeForm} onChange={(next) => (setChangeForm(next), setChangeProblem(null))} filters={filters.data} categoryLabel={categoryLabel} problem={changeProblem} />
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(0)}><Trans>Atrás</Trans></Button>
                <Button onClick={toPreview}><Trans>Ver vista previa</Trans></Button>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={t`Vista previa`} description={t`Antes y después`}>
            {planned && (
              <Stack gap="md" mt="md">
                <Text size="sm"><b>{describe.change(planned.change)}</b> · {describe.selection(summaryOf(planned.selection))}</Text>
                <PreviewStep scope={scope} selection={planned.selection} change={planned.change} names={names} phone={phone} onSummary={onSummary} />
                {apply.isError && (
                  <Alert color="red" variant="light" title={t`No se aplicó ningún cambio`} data-testid="mass-apply-error">
                    <Stack gap="xs">
                      <Text size="sm">{errorMessage(apply.error)}</Text>
                    </Stack>
                  </Alert>
                )}
                <Group justify="space-between">
                  <Button variant="default" onClick={() => setStep(1)}><Trans>Atrás</Trans></Button>
                  <Button onClick={() => (apply.reset(), setConfirming(true))} disabled={changing === 0}>
                    <Trans>Aplicar cambios</Trans>
                  </Button>
                </Group>
              </Stack>
            )}
          </Stepper.Step>
          <Stepper.Completed>
            {result && (
              <Stack gap="md" mt="md" data-testid="mass-result">
                <Alert color="green" variant="light" title={t`Actualización aplicada`}>
                  <Text size="sm">
                    <Trans>Se actualizaron {result.changed} productos.</Trans>
                    {result.refused > 0 && <> <Trans>{result.refused} se dejaron como estaban (rechazados).</Trans></>}
                    {result.recomputed > 0 && <> <Trans>{result.recomputed} productos compuestos recalcularon su precio.</Trans></>}
                  </Text>
                </Alert>
                <Group>
                  <Button onClick={restart}><Trans>Nueva actualización</Trans></Button>
                </Group>
              </Stack>
            )}
          </Stepper.Completed>
        </Stepper>
      </Paper>
      <MassHistory scope={scope} names={names} phone={phone} />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t`¿Aplicar la actualización masiva?`} centered>
        {planned && (
          <Stack gap="md">
            <Text size="sm" data-testid="mass-confirm-text">
              <Trans>Se cambiarán {changingText} productos: {describe.change(planned.change)}.</Trans>
            </Text>
            <Text size="sm" c="dimmed"><Trans>Se aplica todo junto o nada. Puedes deshacer la última actualización desde el historial.</Trans></Text>
            {apply.isError && <Alert color="red" variant="light">{errorMessage(apply.error)}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}><Trans>Cancelar</Trans></Button>
              <Button onClick={confirmApply} loading={apply.isPending}><Trans>Aplicar</Trans></Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
