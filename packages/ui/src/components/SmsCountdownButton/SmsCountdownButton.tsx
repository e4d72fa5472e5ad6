import { useEffect, useRef, useState, type Ref } from 'react';
import { motionMs } from '../../theme/motion';
import { Button, type ButtonProps } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { button, digits } from './SmsCountdownButton.css';
import { cx } from '../../theme/cx';

export type SmsCountdownPhase = 'ready' | 'sending' | 'sent' | 'counting';

export interface SmsCountdownButtonProps {
  /**
   * Sends the code. The caller validates the mobile number first; returning `false` or throwing
   * keeps the button ready. While the returned promise is pending the button shows `sendingLabel`.
   */
  onRequest: () => unknown;
  /** The server's code expiry (epoch ms, from `value.expirationTime`). The countdown runs to it. */
  expiresAt?: number | null;
  /** Ready label, e.g. "Get code". */
  label: string;
  /** Shown while the request is on its way, e.g. "Sending…". */
  sendingLabel: string;
  /** Shown for a moment after the code went out, e.g. "SMS sent". */
  sentLabel: string;
  /** The countdown text for the seconds left; defaults to "42s". */
  countdownLabel?: (seconds: number) => string;
  /** Seconds shown before the server's expiry is known. */
  initialSeconds?: number;
  /** Freeze the clock at this time (epoch ms) and run no timers: for stories and screenshots. */
  now?: number;
  /** Start in this phase, e.g. to show "sent" in a story. */
  initialPhase?: SmsCountdownPhase;
  tone?: ButtonProps['tone'];
  size?: ButtonProps['size'];
  disabled?: boolean;
  className?: string;
  /** The button. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Ready, then sending, then "sent" for 1.5 s, then the seconds left to the server's expiry
 * (recomputed from the clock every 500 ms, so a sleeping phone never drifts), then ready again.
 * Unavailable while sending or counting; stays focusable so a keyboard user does not lose place.
 */
export function SmsCountdownButton({
  onRequest,
  expiresAt,
  label,
  sendingLabel,
  sentLabel,
  countdownLabel = (s) => `${s}s`,
  initialSeconds = 60,
  now,
  initialPhase,
  tone = 'secondary',
  size = 'sm',
  disabled = false,
  className,
  ref,
}: SmsCountdownButtonProps) {
  const frozen = now !== undefined;
  const [time, setTime] = useState(() => now ?? Date.now());
  const [phase, setPhase] = useState<SmsCountdownPhase>(initialPhase ?? 'ready');
  // Used only when the server's expiry has not arrived: the count starts at `initialSeconds`.
  const [localDeadline, setLocalDeadline] = useState<number | null>(() =>
    initialPhase === 'counting' ? (now ?? Date.now()) + initialSeconds * 1000 : null,
  );
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const current = now ?? time;
  const deadline = expiresAt ?? localDeadline;
  const secondsLeft = deadline
    ? Math.max(0, Math.ceil((deadline - current) / 1000))
    : initialSeconds;
  // Counting is derived from the deadline, so an expiry that is still ahead when the screen opens
  // resumes the count, and reaching zero makes the button ready without another state change.
  const shown: SmsCountdownPhase =
    phase === 'sending' || phase === 'sent'
      ? phase
      : deadline !== null && secondsLeft > 0
        ? 'counting'
        : 'ready';

  // "Sent" shows for the default toast duration (1.5 s), then the countdown starts.
  useEffect(() => {
    if (phase !== 'sent' || frozen) return;
    const id = setTimeout(() => {
      const t = Date.now();
      setLocalDeadline(t + initialSeconds * 1000);
      setTime(t);
      setPhase('counting');
    }, motionMs.toastDefault);
    return () => clearTimeout(id);
  }, [phase, frozen, initialSeconds]);

  useEffect(() => {
    if (shown !== 'counting' || frozen) return;
    const id = setInterval(() => setTime(Date.now()), motionMs.smsTick);
    return () => clearInterval(id);
  }, [shown, frozen]);

  const request = async () => {
    if (shown !== 'ready' || disabled) return;
    setPhase('sending');
    let sent: unknown;
    try {
      sent = await onRequest();
    } catch {
      sent = false;
    }
    if (!alive.current) return;
    setPhase(sent === false ? 'ready' : 'sent');
  };

  const busy = shown !== 'ready';
  const text =
    shown === 'sending'
      ? sendingLabel
      : shown === 'sent'
        ? sentLabel
        : shown === 'counting'
          ? countdownLabel(secondsLeft)
          : label;

  return (
    <>
      <Button
        ref={ref}
        tone={tone}
        size={size}
        className={cx(button, className)}
        disabled={disabled}
        aria-disabled={busy || undefined}
        data-phase={shown}
        onClick={request}
      >
        <span className={digits}>{text}</span>
      </Button>
      <VisuallyHidden aria-live="polite">
        {shown === 'sending' ? sendingLabel : shown === 'sent' ? sentLabel : ''}
      </VisuallyHidden>
    </>
  );
}
