/** A loading indicator whose text is announced politely by its status role. */
export function Spinner({
  label = 'Loading...',
  fullScreen = false,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  return (
    <div role="status" className={fullScreen ? 'spinner spinner--full' : 'spinner'}>
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}
