/** A labelled progress bar (role=progressbar) for points towards a voucher or a tier. */
export function ProgressBar(props: { label: string; value: number; max: number }) {
  const percent = Math.max(0, Math.min(100, (props.value / props.max) * 100));
  return (
    <div
      className="h-3 overflow-hidden rounded-full bg-surface-muted"
      role="progressbar"
      aria-label={props.label}
      aria-valuemin={0}
      aria-valuemax={props.max}
      aria-valuenow={props.value}
    >
      <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
    </div>
  );
}
