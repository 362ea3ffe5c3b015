import { createFileRoute } from '@tanstack/react-router';
import { canSee } from '../../../../contract/screens';
import { pickingListQuery } from '../../../features/picking/api/picking-queries';
import { PickingListPage } from '../../../features/picking/components/picking-list-page';
import { pickingListFilter } from '../../../features/picking/lib/picking-scope';
import { getSettings } from '../../../lib/settings';
import { getUserData } from '../../../lib/user-data';

export const Route = createFileRoute('/_app/picking/')({
  staticData: { screen: 'picking' },
  loader: ({ context }) => {
    const user = getUserData();
    // Starts the fetch without waiting: offline the page opens at once from the saved list.
    if (user && canSee(user.rol, 'picking')) void context.queryClient.prefetchQuery(pickingListQuery(pickingListFilter(user, getSettings())));
  },
  component: PickingListPage,
});
