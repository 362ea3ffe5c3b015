/** Web Push on this device: the server's key and the user's switches, and subscribing the browser on both sides. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { browserSubscription, readDevicePushState, subscribeBrowser, unsubscribeBrowser } from '../lib/browser-push';

export const pushKeys = {
  all: ['push-device'] as const,
  config: (userId: number) => ['push-device', 'config', userId] as const,
  device: ['push-device', 'browser'] as const,
};

export function pushConfigQuery(userId: number) {
  return queryOptions({
    queryKey: pushKeys.config(userId),
    queryFn: ({ signal }) => callApi('/Push/Config', {}, { signal }),
    staleTime: 60_000,
  });
}

/** The browser's own state (support, permission, subscription): asked of the browser, never of the server. */
export function devicePushQuery() {
  return queryOptions({ queryKey: pushKeys.device, queryFn: readDevicePushState, staleTime: 0, networkMode: 'always' });
}

function userAgent(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.userAgent.slice(0, 300);
}

/** On: permission, the browser's subscription, then the server's copy. Off: the server's copy first, then the browser's. */
export function useDevicePushSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ on, publicKey }: { on: boolean; publicKey: string }) => {
      if (on) {
        const subscription = await subscribeBrowser(publicKey);
        await callApi('/Push/Subscribe', { subscription, userAgent: userAgent() });
        return;
      }
      const current = await browserSubscription();
      if (current) await callApi('/Push/Unsubscribe', { endpoint: current.endpoint });
      await unsubscribeBrowser();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.all }),
  });
}

/**
 * A browser already subscribed tells the server again when the app opens: the device then belongs to whoever is
 * signed in on it now, and a server that lost the subscription gets it back.
 */
export async function refreshDeviceSubscription(): Promise<void> {
  const subscription = await browserSubscription();
  if (subscription) await callApi('/Push/Subscribe', { subscription, userAgent: userAgent() });
}

export function useStaffAlertsSwitch(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => callApi('/Push/SetStaffAlerts', { on }),
    onSuccess: (data) => {
      queryClient.setQueryData(pushKeys.config(userId), (old) => (old ? { ...old, staffAlerts: data.staffAlerts } : old));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.config(userId) }),
  });
}
