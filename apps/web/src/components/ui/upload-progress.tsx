import './upload-progress.css';

/**
 * An upload's progress bar with its percentage: the content form's file and the
 * contact form's photo. `label` names the bar ("Uploading"); `text` is the percentage as read
 * ("Uploading… 42%"), announced politely. Nothing shows while no upload runs (`percent` null).
 */
export function UploadProgress({
  percent,
  label,
  text,
}: {
  percent: number | null;
  label: string;
  text: string;
}) {
  if (percent === null) return null;
  return (
    <div className="upload-progress">
      <progress className="upload-progress__bar" max={100} value={percent} aria-label={label} />
      <span className="upload-progress__label" aria-live="polite">
        {text}
      </span>
    </div>
  );
}
