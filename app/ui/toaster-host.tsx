import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from './toast.ts';

/** Loaded on demand by root.tsx; below the sticky top bar, so a toast never covers its buttons. */
export default function ToasterHost() {
  useEffect(() => {
    // One frame later, so sonner's own effects have subscribed before the first toast arrives.
    const frame = requestAnimationFrame(() => toasterMounted());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Toaster
      position="top-center"
      offset={{ top: 76 }}
      mobileOffset={{ top: 72 }}
      duration={4000}
      richColors
      closeButton
    />
  );
}
