import MailIcon from '@mui/icons-material/Mail';
import type { RaRecord } from 'react-admin';
import { contactMessage } from '@club/model';
import { MessageList } from './MessageList';
import { MessageShow } from './MessageShow';

/** The inbox's `<Resource>` props, react-admin demo style: read-only, so no create or edit. */
export default {
  list: MessageList,
  show: MessageShow,
  icon: MailIcon,
  recordRepresentation: (record: RaRecord) =>
    String(record[contactMessage.titleField] ?? record.id),
};
