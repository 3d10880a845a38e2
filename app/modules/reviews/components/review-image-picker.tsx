import { ImagePlus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '#app/modules/media/image-rules.ts';
import { FieldErrors } from '#app/ui/form.tsx';
import { MAX_REVIEW_IMAGES } from '../review.schema.ts';

/**
 * The review form's pictures: dropped or chosen, listed with a way to take each one out; the file
 * input holds what is sent (a plain file input without JavaScript).
 */
export function ReviewImagePicker(props: { errors?: string[]; errorId?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const sync = (list: File[]) => {
    const next = list.slice(0, MAX_REVIEW_IMAGES);
    setFiles(next);
    if (input.current) {
      const transfer = new DataTransfer();
      for (const file of next) transfer.items.add(file);
      input.current.files = transfer.files;
    }
  };
  return (
    <div>
      <p id="images-label" className="mb-1 text-sm font-medium">
        Immagini (facoltative)
      </p>
      <label
        htmlFor="review-images"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          sync([...files, ...Array.from(event.dataTransfer.files)]);
        }}
        className={`flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-4 text-center text-sm ${dragging ? 'border-brand-700 bg-brand-50' : 'border-line bg-surface'}`}
      >
        <ImagePlus aria-hidden className="size-6 text-brand-700" />
        <span>
          Trascina qui le foto o{' '}
          <span className="font-semibold text-brand-700 underline">scegli dal dispositivo</span>
        </span>
        <span className="text-xs text-ink-muted">
          PNG, JPG o GIF, massimo 5 MB ciascuna, fino a {MAX_REVIEW_IMAGES} foto
        </span>
      </label>
      <input
        ref={input}
        id="review-images"
        type="file"
        name="images"
        multiple
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        aria-labelledby="images-label"
        aria-describedby={props.errors?.length ? props.errorId : undefined}
        onChange={(event) => setFiles(Array.from(event.currentTarget.files ?? []))}
        className="sr-only"
      />
      {files.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm" aria-label="Foto scelte">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center justify-between gap-2 rounded-lg bg-surface-muted px-3 py-1"
            >
              <span className="truncate">
                {file.name} ({(file.size / 1024 / 1024).toFixed(1).replace('.', ',')} MB)
              </span>
              <button
                type="button"
                aria-label={`Togli ${file.name}`}
                onClick={() => sync(files.filter((_, i) => i !== index))}
                className="inline-flex size-11 items-center justify-center"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldErrors id={props.errorId} errors={props.errors} />
    </div>
  );
}
