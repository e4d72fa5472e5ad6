import { useState, type ChangeEvent } from 'react';
import { Icon } from '../Icon/Icon';
import { Spinner } from '../Spinner/Spinner';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as css from './CaptchaField.css';

export interface CaptchaFieldProps extends Omit<TextFieldProps, 'type' | 'endSlot' | 'inputMode'> {
  /** The captcha picture as base64 PNG, with or without the `data:` prefix. */
  image?: string;
  /** Asks for a new picture; called when the picture is tapped. */
  onRefresh: () => void;
  /** A new picture is on its way: the picture shows a spinner and cannot be tapped. */
  imageLoading?: boolean;
  /** The picture could not be loaded; shown in its place with a tap to retry. */
  imageError?: string;
  /** Accessible name of the picture button. */
  refreshLabel?: string;
}

const asDataUrl = (image: string) =>
  image.startsWith('data:') ? image : `data:image/png;base64,${image}`;

/** A numeric captcha input with the captcha picture beside it; tapping the picture loads a new one. */
export function CaptchaField({
  image,
  onRefresh,
  imageLoading = false,
  imageError,
  refreshLabel = 'New captcha picture',
  maxLength = 6,
  onChange,
  disabled,
  ...rest
}: CaptchaFieldProps) {
  // A picture that failed to decode counts as an error until a different one arrives.
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  const broken = image !== undefined && brokenImage === image;
  const showPicture = image !== undefined && !broken && imageError === undefined;

  const digitsOnly = (e: ChangeEvent<HTMLInputElement>) => {
    const digits = e.target.value.replace(/\D/g, '');
    if (digits !== e.target.value) e.target.value = digits;
    onChange?.(e);
  };

  return (
    <TextField
      {...rest}
      disabled={disabled}
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      maxLength={maxLength}
      onChange={digitsOnly}
      endSlot={
        <button
          type="button"
          className={css.imageButton}
          // With visible text, the name starts with it (what a voice-control user would say).
          aria-label={imageError ? undefined : refreshLabel}
          aria-busy={imageLoading || undefined}
          disabled={imageLoading || disabled}
          onClick={onRefresh}
        >
          {imageLoading ? (
            <Spinner size="md" />
          ) : showPicture ? (
            <img
              className={css.image}
              src={asDataUrl(image)}
              alt=""
              onError={() => setBrokenImage(image)}
            />
          ) : (
            <>
              <Icon name="refresh" size="sm" />
              {imageError && (
                <>
                  <span className={css.failed}>{imageError}</span>
                  <VisuallyHidden>{refreshLabel}</VisuallyHidden>
                </>
              )}
            </>
          )}
        </button>
      }
    />
  );
}
