import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/** Reloads the page's data every second while a background job works, so its figures move on their own. */
export function useWhileRunning(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, 1000);
    return () => clearInterval(timer);
  }, [active, revalidator]);
}
