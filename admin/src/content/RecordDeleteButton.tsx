import DeleteIcon from '@mui/icons-material/Delete';
import type { ResourceDefinition } from '@club/model';
import { Button } from 'react-admin';
import { DeleteConfirm } from './DeleteConfirm';
import { useRecordDelete } from './use-record-delete';

/**
 * The edit screen's Delete, after a confirmation naming the record; then back to the list,
 * whose heading then takes the focus (layout/RouteFocus).
 */
export const RecordDeleteButton = ({
  definition,
  consequence,
}: {
  definition: ResourceDefinition;
  consequence?: string;
}) => {
  const { ask, confirm } = useRecordDelete(definition, { toList: true, consequence });
  return (
    <>
      <Button label="Delete" color="error" onClick={ask}>
        <DeleteIcon />
      </Button>
      <DeleteConfirm {...confirm} />
    </>
  );
};
