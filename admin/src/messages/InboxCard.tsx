import { contactMessage, defaultSort } from '@club/model';
import MailIcon from '@mui/icons-material/Mail';
import {
  Box,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ListButton, useCreatePath, useGetList, type RaRecord } from 'react-admin';
import { isUnread, MessageDate, NewChip } from './marks';

const resource = contactMessage.name;
const [field, order] = defaultSort(contactMessage);
const LATEST = { pagination: { page: 1, perPage: 5 }, sort: { field, order } };
// Only the total is wanted: one record per page keeps the call small.
const UNREAD_COUNT = {
  pagination: { page: 1, perPage: 1 },
  filter: { [contactMessage.inbox.unreadFilter]: true },
};

const unreadWords = (count: number) =>
  count === 0 ? 'No unread messages' : `${count} unread ${count === 1 ? 'message' : 'messages'}`;

const Latest = ({ message }: { message: RaRecord }) => {
  const createPath = useCreatePath();
  const unread = isUnread(message);
  return (
    <ListItem disableGutters divider>
      <ListItemText
        primary={
          <>
            <Link
              component={RouterLink}
              to={createPath({ resource, id: message.id, type: 'show' })}
              sx={{ fontWeight: unread ? 'bold' : 'normal', overflowWrap: 'anywhere' }}
            >
              {String(message.subject ?? '')}
            </Link>
            {unread && <NewChip />}
          </>
        }
        secondary={
          <>
            {String(message.name ?? '')} · <MessageDate value={message.createdAt} />
          </>
        }
      />
    </ListItem>
  );
};

/** The dashboard's inbox: how many messages nobody has opened, and the latest five. */
export const InboxCard = () => {
  const latest = useGetList(resource, LATEST);
  const unread = useGetList(resource, UNREAD_COUNT);
  const failed = latest.error || unread.error;
  return (
    <Card variant="outlined" component="section" aria-label="Inbox" sx={{ mb: 2 }}>
      <CardHeader avatar={<MailIcon color="primary" />} title="Inbox" />
      <CardContent sx={{ py: 0 }}>
        <Typography
          variant="body1"
          color={failed ? 'error' : 'text.primary'}
          sx={{ fontWeight: 'bold' }}
        >
          {failed
            ? 'The messages could not be loaded. Please reload the page.'
            : unread.isPending
              ? 'Loading...'
              : unreadWords(unread.total ?? 0)}
        </Typography>
        {latest.data && latest.data.length > 0 ? (
          <Box>
            <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
              Latest messages
            </Typography>
            <List dense aria-label="Latest messages">
              {latest.data.map((message) => (
                <Latest key={message.id} message={message} />
              ))}
            </List>
          </Box>
        ) : latest.data ? (
          <Typography variant="body2" color="text.secondary">
            No messages yet.
          </Typography>
        ) : null}
      </CardContent>
      <CardActions>
        <ListButton resource={resource} label="Open inbox" />
      </CardActions>
    </Card>
  );
};
