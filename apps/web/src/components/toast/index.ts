export { ToastProvider } from './toast-provider';
export { notify, dismissToast, useNotify, type ToastType } from './toast-store';
