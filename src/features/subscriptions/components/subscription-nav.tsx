/** Links between the five subscription screens, keeping the chosen application (`?app=`). */
import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export type SubscriptionScreen = 'applications' | 'plans' | 'options' | 'offers' | 'products';

const PATHS = {
  applications: '/subscriptions/appplications',
  plans: '/subscriptions/plans',
  options: '/subscriptions/options',
  offers: '/subscriptions/offers',
  products: '/subscriptions/products',
} as const satisfies Record<SubscriptionScreen, string>;

export function SubscriptionNav({ current, appId }: { current: SubscriptionScreen; appId: number | undefined }) {
  const { t } = useLingui();
  const labels: Record<SubscriptionScreen, string> = {
    applications: t`Aplicaciones`,
    plans: t`Planes`,
    options: t`Opciones`,
    offers: t`Ofertas`,
    products: t({ message: 'Productos', context: 'suscripciones' }),
  };
  return (
    <nav aria-label={t`Pantallas de suscripciones`}>
      <Group gap={4} wrap="wrap">
        {(Object.keys(PATHS) as SubscriptionScreen[]).map((screen) => (
          <Button
            key={screen}
            size="compact-sm"
            variant={screen === current ? 'filled' : 'default'}
            aria-current={screen === current ? 'page' : undefined}
            renderRoot={(props) => <Link to={PATHS[screen]} search={appId === undefined ? {} : { app: appId }} {...props} />}
          >
            {labels[screen]}
          </Button>
        ))}
      </Group>
    </nav>
  );
}
