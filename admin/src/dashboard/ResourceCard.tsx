import { messagesFor, type ResourceDefinition } from '@club/model';
import { Button, Card, CardActions, CardContent, CardHeader, Typography } from '@mui/material';
import { Link } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import { ListButton, useCreatePath, useGetList } from 'react-admin';
import { ResourceIcon } from '../content/ResourceIcon';

// Only the total is wanted: a page of no records (range [0,-1]) reads none, only the count.
const COUNT_ONLY = { pagination: { page: 1, perPage: 0 } };

/** One resource on the dashboard: how many records it has, and the ways to its screens. */
export const ResourceCard = ({ definition }: { definition: ResourceDefinition }) => {
  const { total, isPending, error } = useGetList(definition.name, COUNT_ONLY);
  const createPath = useCreatePath();
  const count = isPending
    ? 'Loading...'
    : error
      ? messagesFor(definition).loadFailed
      : `${total ?? 0} ${total === 1 ? 'record' : 'records'}`;
  return (
    <Card variant="outlined" component="section" aria-label={definition.labels.many}>
      <CardHeader
        avatar={<ResourceIcon name={definition.name} color="primary" />}
        title={definition.labels.many}
      />
      <CardContent sx={{ py: 0 }}>
        <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
          {count}
        </Typography>
      </CardContent>
      <CardActions>
        <ListButton resource={definition.name} label="Open list" />
        {/* Not CreateButton: on a phone it turns into one floating button per card, all on one spot. */}
        <Button
          component={Link}
          to={createPath({ resource: definition.name, type: 'create' })}
          size="small"
          startIcon={<AddIcon />}
          aria-label={`Add ${definition.labels.one}`}
        >
          Add
        </Button>
      </CardActions>
    </Card>
  );
};
