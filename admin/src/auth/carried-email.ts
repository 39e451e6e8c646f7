/**
 * The e-mail address one sign-in screen hands the next (router state), so the person does not
 * type it again: the login's into "Forgot password?", a set password's into the login.
 */
export interface CarriedEmail {
  email: string;
}

/** The address carried in a screen's router state, or ''. */
export const carriedEmail = (state: unknown) => {
  const email = (state as Partial<CarriedEmail> | null | undefined)?.email;
  return typeof email === 'string' ? email : '';
};
