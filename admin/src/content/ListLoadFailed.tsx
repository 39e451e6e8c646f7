import RefreshIcon from '@mui/icons-material/Refresh';
import { messagesFor, type ResourceDefinition } from '@club/model';
import { Box, Button, Typography } from '@mui/material';
import { Pagination, useListContext } from 'react-admin';

/**
 * Spec §4 and §8: a list that could not be loaded says so in the resource's own words and
 * offers Retry. It is never shown as empty: the records may well be there.
 */
export const ListLoadFailed = ({ definition }: { definition: ResourceDefinition }) => {
  const { refetch, isFetching } = useListContext();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography role="alert" color="error" gutterBottom>
        {messagesFor(definition).loadFailed}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<RefreshIcon />}
        disabled={isFetching}
        onClick={() => void refetch()}
      >
        Retry
      </Button>
    </Box>
  );
};

/** A failed page has no range to show ('1-10 of 10' would describe rows nobody can see). */
export const ListPagination = () => (useListContext().error ? null : <Pagination />);
