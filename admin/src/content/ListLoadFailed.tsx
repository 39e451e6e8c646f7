import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Typography } from '@mui/material';
import { Pagination, useListContext } from 'react-admin';

/**
 * A list that could not be loaded says so, in `message`, and offers Retry. It is never shown
 * as empty: the records may well be there.
 */
export const ListLoadFailed = ({ message }: { message: string }) => {
  const { refetch, isFetching } = useListContext();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography role="alert" color="error" gutterBottom>
        {message}
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
