import {
  CONTACT_MESSAGES,
  contactMessage,
  editableFields,
  fieldEntries,
  type FieldErrors,
} from '@club/model';
import { useId, useState, type FormEvent } from 'react';
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

type Outcome = { kind: 'success' | 'error'; message: string } | undefined;

export function ContactForm() {
  const formId = useId();
  const [values, setValues] = useState(empty);
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const change = (name: string, value: string) => {
    // Spec §5 logs a field left empty; kept at debug level, out of a visitor's way.
    if (!value.trim()) console.debug(`${label(name)} is empty.`);
    setValues((v) => ({ ...v, [name]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = FIELDS.filter(([name]) => !values[name]?.trim());
    if (missing.length > 0) {
      setErrors(
        Object.fromEntries(missing.map(([name, field]) => [name, `${field.label} is required.`])),
      );
      setOutcome({ kind: 'error', message: CONTACT_MESSAGES.required });
      showToast(CONTACT_MESSAGES.required, { kind: 'error' });
      return;
    }
    setSending(true);
    const result = await sendMessage(values, trap);
    setSending(false);
    setOutcome({ kind: result.ok ? 'success' : 'error', message: result.message });
    showToast(result.message, { kind: result.ok ? 'success' : 'error' });
    if (result.ok) {
      setValues(empty());
      setErrors({});
    } else {
      setErrors(result.fieldErrors);
    }
  };

  return (
    <form
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
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? 'Sending…' : 'Send Message'}
      </button>
      <p
        id={`${formId}-outcome`}
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
