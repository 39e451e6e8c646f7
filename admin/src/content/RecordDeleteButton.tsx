import type { ResourceDefinition } from '@club/model';
import { DeleteWithConfirmButton } from 'react-admin';
import { useRecordDelete } from './useRecordDelete';

interface RecordDeleteButtonProps {
  definition: ResourceDefinition;
  /** On the edit screen the record is gone afterwards, so go back to the list. */
  toList?: boolean;
}

/** Delete after a confirmation naming the record; pessimistic, so a refused delete keeps the row. */
export const RecordDeleteButton = ({ definition, toList = false }: RecordDeleteButtonProps) => {
  const { confirmTitle, confirmContent, mutationOptions } = useRecordDelete(definition, toList);
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmTitle={confirmTitle}
      confirmContent={confirmContent}
      mutationOptions={mutationOptions}
    />
  );
};
