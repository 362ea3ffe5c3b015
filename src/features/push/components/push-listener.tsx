/**
 * Shows pushes in the app while it is open: the service worker posts each push it shows (contract/push-page-message.ts)
 * and this turns it into an in-app notification with "Abrir", which opens the push's page here.
 */
import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isPushPageMessage } from '../../../../contract/push-page-message';
import { refreshDeviceSubscription } from '../api/push-queries';

export function PushListener() {
  const navigate = useNavigate();
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    // The device follows whoever is signed in on it (docs/push.md); a failure here only waits for the next start.
    void refreshDeviceSubscription().catch(() => undefined);
    const onMessage = (event: MessageEvent) => {
      if (!isPushPageMessage(event.data)) return;
      const { title, body, url, tag } = event.data.payload;
      const target = new URL(url, window.location.origin);
      const id = `push-${tag ?? Date.now()}`;
      const open = () => {
        notifications.hide(id);
        void navigate({ href: `${target.pathname}${target.search}${target.hash}` });
      };
      notifications.show({
        id,
        title,
        autoClose: 15_000,
        message: (
          <Stack gap={6} align="flex-start">
            {body ? <Text size="sm">{body}</Text> : null}
            <Button size="compact-sm" variant="light" onClick={open}>
              <Trans>Abrir</Trans>
            </Button>
          </Stack>
        ),
      });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);
  return null;
}
