import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { SessionRoute } from '../../../contract/screens';
import { MY_ORDERS_TITLE, ROUTE_PARENTS, ROUTE_TITLES } from './route-titles';
import { StatusPage } from './status-page';

interface UnderConstructionProps {
  /** The route pattern (contract ROUTE_SCREENS key): gives the title and the way back. */
  route: SessionRoute;
  /** A record id from the path, shown for detail screens. */
  detail?: string;
  /** "Mis órdenes" rather than "Órdenes". */
  mine?: boolean;
}

/** Placeholder for the screens later work builds: heading "En construcción", which screen it is, and a way back. */
export function UnderConstruction({ route, detail, mine = false }: UnderConstructionProps) {
  const { i18n, t } = useLingui();
  const name = i18n._(mine ? MY_ORDERS_TITLE : ROUTE_TITLES[route]);
  const back = ROUTE_PARENTS[route] ?? '/';
  return (
    <StatusPage
      icon={<IconBarrierBlock size={40} stroke={1.5} />}
      color="yellow"
      heading={t`En construcción`}
      title={name}
      eyebrow={
        <Badge size="xl" variant="light" radius="sm" tt="none" data-testid="screen-name">
          {detail ? `${name} · ${detail}` : name}
        </Badge>
      }
      actions={
        <Button component={Link} to={back} variant="light" size="md">
          <Trans>Volver</Trans>
        </Button>
      }
    >
      <Trans>Esta pantalla estará disponible pronto.</Trans>
    </StatusPage>
  );
}
