import { useEffect, useRef } from 'react';

/**
 * Fades a block in the first time a tenth of it scrolls into view. Server-rendered content is
 * visible as is; the effect is added only in the browser, only below the fold, and never when
 * the visitor asked for reduced motion (system setting or the accessibility panel).
 */
export function Reveal(props: { children: React.ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const reduce =
      document.documentElement.dataset.motion === 'reduce' ||
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduce || element.getBoundingClientRect().top < window.innerHeight) return;
    element.classList.add('reveal');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          element.classList.add('is-visible');
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={props.className}>
      {props.children}
    </div>
  );
}
