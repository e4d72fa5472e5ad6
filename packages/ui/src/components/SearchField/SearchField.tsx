import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useId, useRef, type FormEvent, type Ref } from 'react';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as css from './SearchField.css';
import { cx } from '../../theme/cx';

export interface SearchFieldProps {
  /** Accessible name of the input, e.g. "Search games". */
  label: string;
  placeholder?: string;
  /** Controlled text; leave out to let the field keep its own. */
  value?: string;
  defaultValue?: string;
  /** Every edit, for callers that debounce their own search. */
  onValueChange?: (value: string) => void;
  /** Enter (or the keyboard's search key) submits the current text. */
  onSubmit?: (value: string) => void;
  /** Called after the clear button empties the field. */
  onClear?: () => void;
  clearLabel?: string;
  maxLength?: number;
  className?: string;
  /** The root element (`<form>`). */
  ref?: Ref<HTMLFormElement>;
}

/** A search box with a clear button; Enter submits. */
export function SearchField({
  label,
  placeholder,
  value,
  defaultValue = '',
  onValueChange,
  onSubmit,
  onClear,
  clearLabel = 'Clear search',
  maxLength,
  className,
  ref,
}: SearchFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, change] = useControllableState({
    prop: value,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: 'SearchField',
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit?.(text);
  };

  return (
    <form ref={ref} role="search" className={cx(css.form, className)} onSubmit={submit}>
      <label htmlFor={id}>
        <Icon name="search" />
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        enterKeyHint="search"
        className={css.input}
        placeholder={placeholder}
        value={text}
        maxLength={maxLength}
        onChange={(e) => change(e.target.value)}
      />
      {text !== '' && (
        <IconButton
          icon="close"
          iconSize="md"
          label={clearLabel}
          onClick={() => {
            change('');
            onClear?.();
            inputRef.current?.focus();
          }}
        />
      )}
    </form>
  );
}
