import { ROLE_LABELS } from '@club/model';
import { OwnersOnly } from '../layout/OwnersOnly';
import { ACCOUNTS_TITLE } from './words';

/** The accounts' address, for an editor. */
export const AccountsOwnersOnly = () => (
  <OwnersOnly
    title={ACCOUNTS_TITLE}
    heading="Only an owner can manage accounts"
    text={`You are signed in as an ${ROLE_LABELS.editor.toLowerCase()}: you can change the website's content, the certificates and the messages. To invite someone, or to change or remove an account, ask one of the club's owners.`}
  />
);
