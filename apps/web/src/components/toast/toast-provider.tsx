import type { ReactNode } from 'react';
import { Toast } from './toast';

/** Renders the one toast of the app beside the content. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toast />
    </>
  );
}
