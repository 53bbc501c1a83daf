// An outlined, required text field drawn as MUI's (label raised into the outline's notch when the
// field has the focus or a value, the message line kept even when blank), without MUI: the sign-in
// page loads no component library (decision 067).
import { useId, useState, type ReactNode } from 'react';
import type { BoundField } from './use-login-fields.ts';

export type TextFieldProps = {
  field: BoundField;
  label: string;
  type: string;
  autoComplete: string;
  hint?: string | undefined;
  autoFocus?: boolean;
  disabled?: boolean;
  /** e.g. the show/hide button of a password */
  end?: ReactNode;
};

export function TextField({
  field,
  label,
  type,
  autoComplete,
  hint,
  autoFocus = false,
  disabled = false,
  end,
}: TextFieldProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const error = field.error !== undefined;
  const raised = focused || field.value !== '';
  const state = [
    error && 'vp-error',
    focused && 'vp-focused',
    disabled && 'vp-disabled',
    raised && 'vp-raised',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`vp-field ${state}`}>
      <label className="vp-field-label" htmlFor={id} id={`${id}-label`}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <div className={end ? 'vp-field-box vp-adorned' : 'vp-field-box'}>
        <input
          id={id}
          name={field.name}
          ref={field.inputRef}
          value={field.value}
          onChange={field.onChange}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            field.onBlur();
          }}
          type={type}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          disabled={disabled}
          required
          aria-invalid={error}
          aria-describedby={`${id}-helper-text`}
        />
        {end}
        <fieldset aria-hidden="true" className="vp-field-outline">
          <legend>
            <span>{`${label} *`}</span>
          </legend>
        </fieldset>
      </div>
      {/* a blank line is kept for the message, so that a message appearing on blur does not move
          what lies below (the 'Forgotten password?' link moved away between press and release) */}
      <p className="vp-field-helper" id={`${id}-helper-text`}>
        {field.error ?? hint ?? (
          <span className="notranslate" aria-hidden="true">
            {'\u200b'}
          </span>
        )}
      </p>
    </div>
  );
}
