// A leaf of its own: FieldInput picks the input and each input takes these props, so neither
// imports the other for them.
/** Props every input gets from the field's definition. */
export interface InputCommon {
  source: string;
  /** Stable ids (`#name`) so a person's browser autofill and end-to-end tests can find inputs. */
  id: string;
  label: string;
  helperText: string | false;
  isRequired: boolean;
}
