import { fieldEntries, type ResourceDefinition } from '@club/model';
import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { hasEmptyRequired } from './validation';

/**
 * Puts the focus on the first field, in the form's order, that has a message. react-hook-form
 * does so only for inputs that give it their element, which react-admin's file inputs do not:
 * a form missing only its picture would leave the focus on Save. Every input has its field's
 * name as id (see FieldInput and FileValueInput).
 */
const focusFirstInvalid = (definition: ResourceDefinition, errors: Record<string, unknown>) => {
  const first = fieldEntries(definition).find(([name]) => errors[name]);
  const input = first && document.getElementById(first[0]);
  if (input && input !== document.activeElement) input.focus();
};

/**
 * Takes the place of react-admin's "The form is not valid" notice (the form's
 * `disableInvalidFormNotification`): where the model words it (spec §5), a form saved with a
 * required field empty says 'All fields are required.', while each field shows its own message.
 * Checked after the submit has run, as react-admin's own is: only then are the errors known.
 * It also moves the focus to the first field to put right.
 */
export const InvalidFormNotice = ({ definition }: { definition: ResourceDefinition }) => {
  const { submitCount, errors } = useFormState();
  const { getValues } = useFormContext();
  const notify = useNotify();
  const handled = useRef(submitCount);

  useEffect(() => {
    if (submitCount === handled.current) return;
    handled.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    focusFirstInvalid(definition, errors);
    const server = errors.root?.serverError?.message;
    const missing =
      definition.labels.missingFields && hasEmptyRequired(definition, getValues())
        ? definition.labels.missingFields
        : undefined;
    notify(typeof server === 'string' ? server : (missing ?? 'ra.message.invalid_form'), {
      type: 'error',
    });
  }, [submitCount, errors, definition, getValues, notify]);

  return null;
};
