import { useState } from 'react';
import { Button } from '@playdeck/ui';
import { useCallErrorText } from './formText';
import * as styles from './FormSubmit.css';

/**
 * The failure a form shows under its fields: a failed call's text (`fromCall`) or a sentence of
 * the form's own (`say`); cleared when the player tries again.
 */
export function useFormError() {
  const errorText = useCallErrorText();
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    clear: () => setMessage(null),
    fromCall: (error: unknown) => setMessage(errorText(error)),
    say: (text: string) => setMessage(text),
  };
}

/** A form's failure under its fields, announced. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.notice} role="alert">
      {message}
    </p>
  ) : null;
}

/** The end of every form: its failure, announced, then the submit button. */
export function FormSubmit({
  error,
  label,
  loadingLabel,
  submitting,
  disabled,
}: {
  error: string | null;
  label: string;
  /** Read out while the form is sent. */
  loadingLabel?: string;
  submitting: boolean;
  disabled?: boolean;
}) {
  return (
    <>
      <FormError message={error} />
      <Button
        type="submit"
        block
        disabled={disabled}
        loading={submitting}
        loadingLabel={loadingLabel}
      >
        {label}
      </Button>
    </>
  );
}
