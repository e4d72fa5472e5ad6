/** The downline username check runs this long after the last key (same pace as game search). */
export const USERNAME_CHECK_DEBOUNCE_MS = 600;

/** A downline username: 6 to 16 lowercase letters and digits, starting with a letter. */
const DOWNLINE_USERNAME = /^[a-z][a-z0-9]{5,15}$/;

export type DownlineFieldProblem = 'required' | 'format' | 'tooShort' | 'tooLong' | 'mismatch';

/** What is wrong with a username for a new downline (checked as typed, lower-cased), or null. */
export function downlineUsernameProblem(username: string): DownlineFieldProblem | null {
  const name = username.trim().toLowerCase();
  if (!name) return 'required';
  return DOWNLINE_USERNAME.test(name) ? null : 'format';
}

/** What is wrong with a new downline's password and its confirmation (6 to 20 characters). */
export function downlinePasswordProblems(
  password: string,
  confirm: string,
): { password: DownlineFieldProblem | null; confirm: DownlineFieldProblem | null } {
  return {
    password: !password
      ? 'required'
      : password.length < 6
        ? 'tooShort'
        : password.length > 20
          ? 'tooLong'
          : null,
    confirm: !confirm ? 'required' : confirm !== password ? 'mismatch' : null,
  };
}
