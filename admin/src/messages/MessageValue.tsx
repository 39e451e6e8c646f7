import { contactMessage } from '@club/model';
import { useRecordContext } from 'react-admin';
import { FieldValue } from '../content/FieldValue';
import { MailStatusChip, MessageDate } from './marks';

const timestamps: readonly string[] = contactMessage.inbox.timestamps;

export interface MessageValueProps {
  /** Read by Datagrid for the column: the record key, the header and whether it sorts. */
  source: string;
  label: string;
  sortable?: boolean;
}

/** One list cell of a message: dates and the mail's fate in words, text as other lists show it. */
export const MessageValue = ({ source, label }: MessageValueProps) => {
  const record = useRecordContext();
  const field = contactMessage.fields[source as keyof typeof contactMessage.fields];
  if (source === 'status') return <MailStatusChip status={record?.status} />;
  if (timestamps.includes(source)) return <MessageDate value={record?.[source]} />;
  if (!field) return null;
  return <FieldValue source={source} label={label} definition={contactMessage} field={field} />;
};
