import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@playdeck/contract';
import {
  availabilityCheckNeeded,
  availabilityOf,
  checkRegisterField,
  type Availability,
  type AvailabilityField,
  type RegisterRules,
} from '@playdeck/domain';
import { useCheckEmail, useCheckUsername } from './accountQueries';

const keyOf = (field: AvailabilityField, value: string) => `${field}\u0000${value.trim()}`;

/**
 * Username and e-mail availability (spec 1 §7, "validate username; check e-mail"), asked when the
 * player leaves the field with a value that passes the operator's rule. Answers are kept per value,
 * so going back and forth asks once; a failed or refused check says nothing (registration has the
 * final word).
 */
export function useAvailability(rules: RegisterRules) {
  const [known, setKnown] = useState<Readonly<Record<string, Availability>>>({});
  const asking = useRef(new Set<string>());
  const { mutateAsync: checkUsername } = useCheckUsername();
  const { mutateAsync: checkEmail } = useCheckEmail();

  const check = useCallback(
    async (field: AvailabilityField, raw: string): Promise<void> => {
      const value = raw.trim();
      const key = keyOf(field, value);
      const passesRules =
        checkRegisterField({ ...rules[field], enabled: true, required: true }, value, {
          field,
        }) === null;
      if (
        !availabilityCheckNeeded({
          value,
          passesRules,
          alreadyAsked: key in known || asking.current.has(key),
        })
      )
        return;
      asking.current.add(key);
      let refusal: string | null = null;
      try {
        if (field === 'username') await checkUsername({ username: value });
        else await checkEmail({ email: value });
      } catch (error) {
        refusal = error instanceof ApiError ? error.errorCode : 'no.answer';
      } finally {
        asking.current.delete(key);
      }
      const result = availabilityOf(field, refusal);
      if (result !== 'unknown') setKnown((k) => ({ ...k, [key]: result }));
    },
    [rules, known, checkUsername, checkEmail],
  );

  const of = useCallback(
    (field: AvailabilityField, value: string): Availability =>
      known[keyOf(field, value)] ?? 'unknown',
    [known],
  );

  return { check, of };
}
