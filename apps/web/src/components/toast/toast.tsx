import { useEffect, useState } from 'react';
import { Notification, Progress, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useIsMobile } from '../../lib/use-is-mobile';
import { dismissToast, useCurrentToast, type ToastType } from '../../lib/toast-store';
import { toastStepMs } from './toast-timing';

const LOOK: Record<ToastType, { color: string; icon: React.ReactNode; title: string }> = {
  error: { color: 'red', icon: <IconX size={18} />, title: 'Errore' },
  warning: { color: 'orange', icon: <IconAlertTriangle size={18} />, title: 'Attenzione' },
  info: { color: 'blue', icon: <IconInfoCircle size={18} />, title: 'Informazione' },
  success: { color: 'teal', icon: <IconCheck size={18} />, title: 'Operazione riuscita' },
};

// Never over the top bar (user menu, testing notice, the page's main action) nor over the top of
// the screen she is about to use (the filters, the page's title and buttons): at the bottom.
const PLACE = {
  wide: { bottom: 16, right: 16 },
  phone: { bottom: 12, right: 12 },
} as const;

export function Toast() {
  const toast = useCurrentToast();
  const phone = useIsMobile();
  const [progress, setProgress] = useState(100);

  // Keyed on the message id: a new message restarts the countdown from 100.
  useEffect(() => {
    if (!toast) return;
    // The countdown is the effect's own state, restarted with its interval.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setProgress(100);
    let left = 100;
    const timer = setInterval(() => {
      left -= 1;
      setProgress(left);
      if (left <= 0) {
        clearInterval(timer);
        dismissToast(toast.id);
      }
    }, toastStepMs(toast.msg));
    return () => clearInterval(timer);
  }, [toast]);

  if (!toast) return null;
  const look = LOOK[toast.type];
  return (
    <Notification
      color={look.color}
      icon={look.icon}
      title={look.title}
      onClose={() => dismissToast(toast.id)}
      closeButtonProps={{ 'aria-label': 'Chiudi notifica' }}
      withBorder
      // above modals, below menus and popovers: an open user menu stays readable
      style={{
        position: 'fixed',
        ...PLACE[phone ? 'phone' : 'wide'],
        zIndex: 'calc(var(--mantine-z-index-popover) - 1)',
        width: 'min(420px, calc(100vw - 24px))',
      }}
    >
      {toast.msg}
      {toast.detail && (
        <Text size="xs" c="dimmed" mt={4}>
          {toast.detail}
        </Text>
      )}
      <Progress value={progress} size="xs" mt="xs" color={look.color} aria-label="Tempo rimanente" transitionDuration={0} />
    </Notification>
  );
}
