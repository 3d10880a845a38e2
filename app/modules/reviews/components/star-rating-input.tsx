import { Star } from 'lucide-react';
import { FieldErrors } from '#app/ui/form.tsx';

/**
 * 1–5 stars as a radio group: arrow keys move between them and it works without JavaScript.
 * The labels are in reverse order (5 … 1) shown left to right as 1 … 5, so the CSS in app.css
 * (.star-rating) can fill the chosen star and every one before it with sibling selectors.
 */
export function StarRatingInput(props: {
  name: string;
  errors?: string[];
  errorId?: string;
  defaultValue?: number;
}) {
  return (
    <fieldset aria-describedby={props.errors?.length ? props.errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">Valutazione</legend>
      <div className="star-rating flex flex-row-reverse justify-end gap-1">
        {[5, 4, 3, 2, 1].map((value) => (
          <label
            key={value}
            className="inline-flex size-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus"
          >
            <input
              type="radio"
              name={props.name}
              value={value}
              defaultChecked={props.defaultValue === value}
              className="sr-only"
              aria-label={value === 1 ? '1 stella' : `${value} stelle`}
            />
            <Star aria-hidden className="size-8 text-gray-500" />
          </label>
        ))}
      </div>
      <FieldErrors id={props.errorId} errors={props.errors} />
    </fieldset>
  );
}
