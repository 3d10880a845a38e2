import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * A row of cards that scrolls sideways (touch, trackpad, keyboard), with previous/next buttons once
 * JavaScript runs. It never moves by itself, so nothing changes under a reader's eyes.
 */
export function Carousel(props: { label: string; children: React.ReactNode[] }) {
  const list = useRef<HTMLUListElement>(null);
  const hydrated = useHydrated();
  const step = (direction: 1 | -1) => {
    const element = list.current;
    if (!element) return;
    const card = element.querySelector('li');
    const reduce = document.documentElement.dataset.motion === 'reduce';
    element.scrollBy({
      left: direction * ((card?.getBoundingClientRect().width ?? 300) + 16),
      behavior: reduce ? 'auto' : 'smooth',
    });
  };
  return (
    <div role="region" aria-roledescription="carosello" aria-label={props.label} className="relative">
      <ul
        ref={list}
        tabIndex={0}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4 focus-visible:outline-2"
      >
        {props.children.map((child, index) => (
          <li
            key={index}
            aria-roledescription="elemento"
            aria-label={`${index + 1} di ${props.children.length}`}
            className="w-[85%] shrink-0 snap-start sm:w-[45%] lg:w-[31%]"
          >
            {child}
          </li>
        ))}
      </ul>
      {hydrated && props.children.length > 1 && (
        <div className="mt-2 flex justify-end gap-2">
          <button
            type="button"
            onClick={() => step(-1)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface"
          >
            <ChevronLeft aria-hidden className="size-5" />
            <span className="sr-only">Precedente</span>
          </button>
          <button
            type="button"
            onClick={() => step(1)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface"
          >
            <ChevronRight aria-hidden className="size-5" />
            <span className="sr-only">Successiva</span>
          </button>
        </div>
      )}
    </div>
  );
}
