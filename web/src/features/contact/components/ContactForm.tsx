import {
  CONTACT_MESSAGES,
  contactMessage,
  editableFields,
  fieldEntries,
  requiredMessage,
  type FieldErrors,
} from '@club/model';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { showToast } from '../../../lib/toasts';
import { sendMessage } from '../api/send-message';
import './contact.css';

// The form asks for what the model says a message has: name, email, subject, message.
const FIELDS = fieldEntries(contactMessage).filter(([name]) =>
  editableFields(contactMessage).includes(name),
);
const label = (name: string) => FIELDS.find(([n]) => n === name)?.[1].label ?? name;
const empty = () =>
  Object.fromEntries(FIELDS.map(([name]) => [name, ''])) as Record<string, string>;

interface Outcome {
  kind: 'success' | 'error';
  message: string;
}

export function ContactForm() {
  const formId = useId();
  const [values, setValues] = useState(empty);
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const form = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  const change = (name: string, value: string) => {
    // Spec §5 logs a field left empty; kept at debug level, out of a visitor's way.
    if (!value.trim()) console.debug(`${label(name)} is empty.`);
    setValues((v) => ({ ...v, [name]: value }));
  };

  /**
   * Shows what came of a try and takes focus to it: the first field in error, or else the
   * message. The page shows it in the middle of the screen, clear of the toasts' corners, and
   * the toast comes after, so moving into the field does not close it (see Toaster).
   */
  const report = (next: Outcome, fieldErrors: FieldErrors) => {
    flushSync(() => {
      setErrors(fieldErrors);
      setOutcome(next);
    });
    const [firstWrong] = FIELDS.filter(([name]) => fieldErrors[name]);
    const target = firstWrong
      ? form.current?.elements.namedItem(firstWrong[0])
      : outcomeRef.current;
    if (target instanceof HTMLElement) {
      target.scrollIntoView({ block: 'center' });
      target.focus({ preventScroll: true });
    }
    showToast(next.message, { kind: next.kind });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // While sending, the button stays focusable (aria-disabled), so focus is not lost; a
    // second press does nothing.
    if (sending) return;
    const missing = FIELDS.filter(([name]) => !values[name]?.trim());
    if (missing.length > 0) {
      report(
        { kind: 'error', message: CONTACT_MESSAGES.required },
        Object.fromEntries(missing.map(([name, field]) => [name, requiredMessage(field.label)])),
      );
      return;
    }
    setSending(true);
    const result = await sendMessage(values, trap);
    setSending(false);
    if (result.ok) setValues(empty());
    report(
      { kind: result.ok ? 'success' : 'error', message: result.message },
      result.ok ? {} : result.fieldErrors,
    );
  };

  return (
    <form
      ref={form}
      className="contact-form"
      onSubmit={submit}
      noValidate
      aria-describedby={`${formId}-outcome`}
    >
      {FIELDS.map(([name, field]) => {
        const id = `${formId}-${name}`;
        const error = errors[name];
        const common = {
          id,
          name,
          value: values[name],
          required: true,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          onChange: (e: { target: { value: string } }) => change(name, e.target.value),
        };
        return (
          <div key={name} className="contact-form__field">
            <label htmlFor={id}>{field.label}</label>
            {field.kind === 'longText' ? (
              <textarea {...common} rows={6} />
            ) : (
              <input
                {...common}
                type={field.kind === 'email' ? 'email' : 'text'}
                autoComplete={name === 'name' ? 'name' : name === 'email' ? 'email' : 'off'}
              />
            )}
            {error && (
              <p id={`${id}-error`} className="contact-form__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {/* A field for bots only: hidden from people and screen readers, out of the tab order. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={`${formId}-website`}>Leave this empty</label>
        <input
          id={`${formId}-website`}
          tabIndex={-1}
          autoComplete="off"
          value={trap}
          onChange={(e) => setTrap(e.target.value)}
        />
      </div>
      <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
        {sending ? 'Sending…' : 'Send Message'}
      </button>
      <p
        ref={outcomeRef}
        id={`${formId}-outcome`}
        tabIndex={-1}
        role={outcome?.kind === 'error' ? 'alert' : 'status'}
        className={
          outcome
            ? `notice contact-form__outcome contact-form__outcome--${outcome.kind}`
            : 'visually-hidden'
        }
      >
        {outcome?.message}
      </p>
    </form>
  );
}
