import { z } from 'zod';
import { phoneProblem } from './phone';
import { ruleMessage } from './rule-messages';

/**
 * A phone number or an email a person types, the same rule wherever one is given (a contact's
 * card, an RSVP's "reach me at"): empty is allowed, anything else must be a possible number for
 * the region (phone.ts) or an email address.
 */
export const phoneField = z
  .string()
  .trim()
  .max(30, 'At most 30 characters')
  .superRefine((value, ctx) => {
    const problem = value === '' ? null : phoneProblem(value);
    if (problem) {
      const { error } = ruleMessage(problem === 'tooShort' ? 'phoneTooShort' : 'phoneInvalid');
      ctx.addIssue({ code: 'custom', message: error() });
    }
  })
  .nullable()
  .optional();

export const emailField = z
  .email(ruleMessage('emailInvalid'))
  .max(254, 'At most 254 characters')
  .or(z.literal(''))
  .nullable()
  .optional();
