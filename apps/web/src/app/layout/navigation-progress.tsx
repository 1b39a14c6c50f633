import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';

/** A thin bar while the next screen's code loads (routes are lazy). */
export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  if (!loading) return null;
  return (
    <Progress
      value={100}
      animated
      size={3}
      radius={0}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 1001 }}
      aria-label="Caricamento pagina"
    />
  );
}
