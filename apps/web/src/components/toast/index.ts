export { ToastProvider } from './toast-provider';
export { notify, dismissToast, dismissErrorToast, useNotify, type ToastType } from './toast-store';
