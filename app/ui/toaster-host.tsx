import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { toasterMounted } from './toast.ts';

/** The back office's pages: their toasts keep clear of the title and the controls at the top. */
const BACK_OFFICE = /^\/admin(?:\/|$)/;

/**
 * Loaded on demand by root.tsx. On the public side a toast comes below the sticky top bar, so it
 * never covers its buttons. In the back office the top of every page is its title, its 'Sezioni'
 * button (phones) and its main controls (export, filters), so toasts come at the bottom: in the
 * right-hand corner beside a page, across the foot of a phone's screen.
 */
export default function ToasterHost() {
  const backOffice = BACK_OFFICE.test(useLocation().pathname);
  useEffect(() => {
    // One frame later, so sonner's own effects have subscribed before the first toast arrives.
    const frame = requestAnimationFrame(() => toasterMounted());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Toaster
      position={backOffice ? 'bottom-right' : 'top-center'}
      offset={backOffice ? 24 : { top: 76 }}
      mobileOffset={backOffice ? 16 : { top: 72 }}
      duration={4000}
      richColors
      closeButton
    />
  );
}
