import './upload-progress.css';

/**
 * An upload's progress bar with its percentage: the content form's file and the
 * contact form's photo. `label` names the bar ("Uploading"); `text` is the percentage as read
 * ("Uploading… 42%"), announced politely.
 */
export function UploadProgress({
  percent,
  label,
  text,
}: {
  percent: number;
  label: string;
  text: string;
}) {
  return (
    <div className="upload-progress">
      <progress className="upload-progress__bar" max={100} value={percent} aria-label={label} />
      <span className="upload-progress__label" aria-live="polite">
        {text}
      </span>
    </div>
  );
}
