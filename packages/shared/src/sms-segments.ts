import { z } from 'zod';

/*
 * How many SMS segments a text takes: carriers bill each segment, so staff see the
 * count before sending and as they type. A text wholly in the GSM-7 alphabet takes 160 characters
 * in one segment and 153 in each of several; any other character makes the whole text UCS-2, 70
 * and 67. GSM-7's extension characters (€, brackets…) are an escape plus a character: two each.
 * Note that á, í, ó, ú are not GSM-7 (é, è, à, ñ, ¿ and ¡ are), so a Spanish text is often UCS-2.
 */

// GSM 03.38 basic set, without the escape (0x1B), which no one types.
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

export const SMS_LIMITS = {
  'GSM-7': { single: 160, multi: 153 },
  'UCS-2': { single: 70, multi: 67 },
} as const;

export const smsSegmentsSchema = z.object({
  encoding: z.enum(['GSM-7', 'UCS-2']),
  /** Septets (GSM-7, extension characters counting two) or UTF-16 units (UCS-2). */
  units: z.number(),
  segments: z.number(),
  /** What one segment holds for this text: 160 or 153, 70 or 67. */
  perSegment: z.number(),
  /** The first few characters that are not GSM-7 (why the text is UCS-2), each once. */
  nonGsm: z.array(z.string()),
});
export type SmsSegments = z.infer<typeof smsSegmentsSchema>;

/** The segments a text takes; an empty text takes none. */
export function smsSegments(text: string): SmsSegments {
  const chars = Array.from(text);
  const nonGsm = [...new Set(chars.filter((c) => !GSM_BASIC.has(c) && !GSM_EXTENSION.has(c)))];
  const encoding = nonGsm.length === 0 ? 'GSM-7' : 'UCS-2';
  // Each character's size; a character is never split across two segments.
  const sizes = chars.map((c) =>
    encoding === 'GSM-7' ? (GSM_EXTENSION.has(c) ? 2 : 1) : c.length,
  );
  const units = sizes.reduce((a, b) => a + b, 0);
  const limits = SMS_LIMITS[encoding];
  const base = { encoding, units, nonGsm: nonGsm.slice(0, 5) } as const;
  if (units === 0) return { ...base, segments: 0, perSegment: limits.single };
  if (units <= limits.single) return { ...base, segments: 1, perSegment: limits.single };
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > limits.multi) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return { ...base, segments, perSegment: limits.multi };
}
