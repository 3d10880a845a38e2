import { TextAreaField, TextField } from '#app/ui/form.tsx';

/**
 * Title, pros, cons and comment of a review with the browser-side limits of the form (the server
 * checks them again): the quick review on a product page and the moderators' edit dialog.
 */
export function ReviewTextFields(props: {
  defaults?: { title: string; pros: string; cons: string; comment: string | null };
  commentLabel: string;
}) {
  const { defaults } = props;
  return (
    <>
      <TextField
        label="Titolo"
        inputProps={{
          name: 'title',
          defaultValue: defaults?.title,
          required: true,
          minLength: 5,
          maxLength: 100,
        }}
      />
      <TextAreaField
        label="Pro"
        rows={2}
        field={{ name: 'pros', defaultValue: defaults?.pros, required: true, minLength: 10, maxLength: 500 }}
      />
      <TextAreaField
        label="Contro"
        rows={2}
        field={{ name: 'cons', defaultValue: defaults?.cons, required: true, minLength: 10, maxLength: 500 }}
      />
      <TextAreaField
        label={props.commentLabel}
        rows={3}
        field={{ name: 'reviewText', defaultValue: defaults?.comment ?? '', maxLength: 5000 }}
      />
    </>
  );
}
