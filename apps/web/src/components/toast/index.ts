export { ToastProvider } from './toast-provider';
export { notify, dismissToast, dismissErrorToast, useNotify } from '../../lib/toast-store';
