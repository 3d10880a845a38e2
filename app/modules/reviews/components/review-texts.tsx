/** Pros and cons side by side, then the free comment: how a review's words are shown everywhere. */
export function ReviewTexts(props: { pros: string; cons: string; comment: string | null }) {
  return (
    <>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-green-800">Pro</dt>
          <dd className="whitespace-pre-line">{props.pros}</dd>
        </div>
        <div>
          <dt className="font-semibold text-red-800">Contro</dt>
          <dd className="whitespace-pre-line">{props.cons}</dd>
        </div>
      </dl>
      {props.comment && <p className="mt-3 whitespace-pre-line">{props.comment}</p>}
    </>
  );
}
