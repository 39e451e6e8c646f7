import { useListContext, useRecordContext } from 'react-admin';

/** The row's place in the whole list (spec §2's ID and index columns; uuids mean nothing to a person). */
export const useRowNumber = () => {
  const record = useRecordContext();
  const { data = [], page = 1, perPage = 10 } = useListContext();
  const index = data.findIndex((r) => r.id === record?.id);
  return index < 0 ? undefined : (page - 1) * perPage + index + 1;
};

// `label` is read by Datagrid for the column header.
export const RowNumberField = (_props: { label: string }) => <span>{useRowNumber()}</span>;
