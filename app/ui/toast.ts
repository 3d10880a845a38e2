import { toast } from 'sonner';

export type ToastMessage = { kind: 'success' | 'error' | 'info'; title: string; message: string };

export function showToast(message: ToastMessage) {
  const show =
    message.kind === 'success' ? toast.success : message.kind === 'error' ? toast.error : toast.info;
  show(message.title, { description: message.message });
}
