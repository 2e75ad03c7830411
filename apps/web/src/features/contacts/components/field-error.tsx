/** A field's validation message under it, announced when it appears. */
export function FieldError({ message }: { message?: string }) {
  return message ? (
    <p className="contact-form__error" role="alert">
      {message}
    </p>
  ) : null;
}
