// Sign-up questions, the waiver and the emergency contact a run may ask for, checked where registering and a
// walk-up join (docs/decisions/055).
import { checkAnswers } from '@runtogether/shared/registrations/answers';
import {
  questionMessages,
  type AnswersInput,
  type EmergencyContact,
  type RunQuestion,
  type StoredAnswers,
} from '@runtogether/shared/registrations/questions.schemas';
import { invalidRequest } from '../../plugins/errors';

interface AskingRun {
  questions: RunQuestion[];
  requireEmergencyContact: boolean;
}

/**
 * The answers to keep, or a 400 naming every question answered wrong (a required one left out, a required
 * consent not `true`), and the emergency contact when the run requires one and none is given or on the account.
 */
export function checkSignUp(
  run: AskingRun,
  given: { answers?: AnswersInput; emergencyContact?: EmergencyContact | null },
  onAccount: EmergencyContact | null,
  now: Date,
): { answers: StoredAnswers; emergencyContact: EmergencyContact | null } {
  const { answers, errors } = checkAnswers(run.questions, given.answers ?? {}, now);
  const emergencyContact = given.emergencyContact ?? onAccount;
  if (run.requireEmergencyContact && !emergencyContact) {
    errors.emergencyContact = questionMessages.emergencyContactRequired;
  }
  if (Object.keys(errors).length > 0) throw invalidRequest('body', errors);
  return { answers, emergencyContact };
}
