/** Spec §5: exactly 10 digits show as (xxx) xxx-xxxx; anything else is shown as it was entered. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  if (/^\d{10}$/.test(phone)) {
    return `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
  }
  return phone;
}
